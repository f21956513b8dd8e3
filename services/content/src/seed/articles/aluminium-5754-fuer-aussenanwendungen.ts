import type { ArticleSeed } from './article-seed.js';

export const aluminium5754OutdoorArticle: ArticleSeed = {
  slug: 'aluminium-5754-fuer-aussenanwendungen',
  createdAt: '2025-03-25T09:15:00.000Z',
  translations: {
    de: {
      title: 'Aluminium 5754 für Außenanwendungen',
      excerpt:
        'EN AW-5754 (AlMg3) ist die erste Wahl, wenn Aluminiumbleche Wind, Regen und sogar Meerwasser aushalten sollen. Was die Legierung kann, welcher Zustand passt und worauf Sie bei der Montage achten sollten.',
      metaDescription:
        'Aluminium 5754 (AlMg3) im Außenbereich: Korrosionsbeständigkeit, Festigkeit in H111 und H22, Oberflächen, Montage und Laserschneiden.',
      metaKeywords:
        'Aluminium 5754, AlMg3, EN AW-5754, Aluminiumblech, H111, H22, Korrosion, Außenbereich, Laserschneiden Aluminium',
      content: `<p>Für Blechteile, die draußen eingesetzt werden, ist <strong>EN AW-5754</strong>, kurz AlMg3, eine der meistverwendeten Aluminiumlegierungen. Sie enthält etwa 2,6 bis 3,6 % Magnesium, ist nicht aushärtbar und erhält ihre Festigkeit allein durch Kaltverformung. Das macht sie gutmütig in der Verarbeitung und sehr beständig gegen Witterung.</p>
<h2>Warum 5754 draußen so gut funktioniert</h2>
<p>Aluminium bildet an der Luft eine dünne, dichte Oxidschicht, die das Metall darunter schützt. Bei den AlMg-Legierungen ist diese Schicht besonders stabil, auch gegen Salznebel und Meerwasser. Deshalb findet man 5754 im Boots- und Fahrzeugbau, an Fassaden, bei Abdeckungen, Schildern, Lüftungsgittern und Trittblechen. Ohne Beschichtung wird die Oberfläche mit der Zeit matt und grau, die Tragfähigkeit leidet darunter nicht.</p>
<h2>Zustand H111 oder H22?</h2>
<p>Die Buchstaben hinter der Legierung beschreiben den Werkstoffzustand. Für Laserteile sind vor allem zwei verbreitet:</p>
<table>
<thead>
<tr><th>Kennwert</th><th>5754 H111</th><th>5754 H22</th></tr>
</thead>
<tbody>
<tr><td>Zustand</td><td>weichgeglüht, leicht nachverformt</td><td>kaltverfestigt, rückgeglüht (halbhart)</td></tr>
<tr><td>Dehngrenze Rp0,2</td><td>mind. 80 MPa</td><td>mind. 130 MPa</td></tr>
<tr><td>Zugfestigkeit Rm</td><td>190–240 MPa</td><td>220–270 MPa</td></tr>
<tr><td>Umformbarkeit</td><td>sehr gut, kleine Biegeradien</td><td>gut, etwas größere Radien</td></tr>
</tbody>
</table>
<p>H111 eignet sich für Teile, die stark umgeformt werden. H22 ist steifer im Handling, beult weniger leicht ein und ist die richtige Wahl für ebene Abdeckungen und Konsolen, die nur einfach gekantet werden. Die genauen Mindestwerte hängen von der Blechdicke ab und stehen in DIN EN 485-2.</p>
<h2>Gewicht und Steifigkeit</h2>
<p>Mit einer Dichte von <strong>2,66 g/cm³</strong> wiegt 5754 ungefähr ein Drittel so viel wie Stahl (7,85 g/cm³). Der Elastizitätsmodul liegt bei etwa 70 GPa, also ebenfalls bei einem Drittel. Ein Aluminiumblech gleicher Dicke biegt sich deshalb etwa dreimal so stark durch wie ein Stahlblech. Wer Stahl durch Aluminium ersetzt, plant meist eine größere Dicke oder eine zusätzliche Kantung ein und spart trotzdem deutlich Gewicht.</p>
<h2>Worauf Sie im Außenbereich achten sollten</h2>
<ul>
<li><strong>Kontaktkorrosion:</strong> Aluminium darf bei Feuchtigkeit nicht direkt an Kupfer oder unbeschichteten Stahl grenzen. Verwenden Sie Edelstahlschrauben und trennen Sie die Metalle in nasser oder salzhaltiger Umgebung mit Kunststoffscheiben.</li>
<li><strong>Wärmedehnung:</strong> Aluminium dehnt sich mit rund 24 µm pro Meter und Kelvin etwa doppelt so stark aus wie Stahl. Lange Teile brauchen Langlöcher oder Gleitlager, sonst wellen sie sich in der Sonne.</li>
<li><strong>Staunässe:</strong> Konstruieren Sie so, dass Wasser ablaufen kann. Spalte, in denen dauerhaft Feuchtigkeit steht, sind die typischen Korrosionsstellen.</li>
<li><strong>Oberfläche:</strong> 5754 lässt sich pulverbeschichten und eloxieren. Beim dekorativen Eloxieren fällt der Farbton etwas grauer aus als bei speziellen Eloxallegierungen.</li>
</ul>
<h2>Laserschneiden und Weiterverarbeitung</h2>
<p>5754 wird mit dem Faserlaser und Stickstoff als Schneidgas geschnitten. Die Kanten sind metallisch blank und oxidfrei, eine leichte Gratbildung auf der Unterseite ist bei dickeren Blechen möglich. Die Legierung ist gut MIG- und WIG-schweißbar, üblich ist ein Zusatzwerkstoff der Gruppe AlMg5. Bohrungen für Gewinde und enge Passungen sollten Sie nach dem Lasern bohren bzw. reiben.</p>
<p>Im <a href="/">Preisrechner</a> wählen Sie Aluminium 5754 und die gewünschte Dicke und sehen den Preis sofort. Für Formen mit Löchern und abgerundeten Ecken nutzen Sie den <a href="/konfigurator">Konfigurator</a>, für fertige Zeichnungen den <a href="/laserschnitt-rechner">Laserschnitt-Rechner</a>.</p>`,
    },
    en: {
      title: 'Aluminium 5754 for outdoor applications',
      excerpt:
        'EN AW-5754 (AlMg3) is the first choice when aluminium sheet has to withstand wind, rain and even seawater. What the alloy can do, which temper fits, and what to watch for when mounting it.',
      metaDescription:
        'Aluminium 5754 (AlMg3) outdoors: corrosion resistance, strength in H111 and H22, surface finishes, mounting and laser cutting.',
      metaKeywords:
        'aluminium 5754, AlMg3, EN AW-5754, aluminium sheet, H111, H22, corrosion, outdoor use, laser cutting aluminium',
      content: `<p>For sheet metal parts that live outdoors, <strong>EN AW-5754</strong>, or AlMg3 for short, is one of the most widely used aluminium alloys. It contains about 2.6 to 3.6 % magnesium, cannot be hardened by heat treatment and gets its strength from cold working alone. That makes it forgiving to process and very resistant to weathering.</p>
<h2>Why 5754 works so well outside</h2>
<p>In air, aluminium forms a thin, dense oxide layer that protects the metal underneath. In aluminium-magnesium alloys this layer is particularly stable, even against salt spray and seawater. That is why 5754 is found in boat and vehicle building, on façades, in covers, signs, ventilation grilles and tread plates. Without a coating the surface slowly turns dull and grey, which does not affect its strength.</p>
<h2>Temper H111 or H22?</h2>
<p>The letters after the alloy describe its temper. Two are common for laser-cut parts:</p>
<table>
<thead>
<tr><th>Property</th><th>5754 H111</th><th>5754 H22</th></tr>
</thead>
<tbody>
<tr><td>Condition</td><td>annealed, slightly strain-hardened</td><td>strain-hardened and partially annealed (half hard)</td></tr>
<tr><td>Proof strength Rp0.2</td><td>min. 80 MPa</td><td>min. 130 MPa</td></tr>
<tr><td>Tensile strength Rm</td><td>190–240 MPa</td><td>220–270 MPa</td></tr>
<tr><td>Formability</td><td>very good, tight bend radii</td><td>good, slightly larger radii</td></tr>
</tbody>
</table>
<p>H111 suits parts that are heavily formed. H22 feels stiffer in handling, dents less easily and is the right choice for flat covers and brackets with a simple bend. The exact minimum values depend on the thickness and are listed in EN 485-2.</p>
<h2>Weight and stiffness</h2>
<p>With a density of <strong>2.66 g/cm³</strong>, 5754 weighs about a third as much as steel (7.85 g/cm³). Its Young's modulus of about 70 GPa is also about a third. A sheet of aluminium therefore deflects roughly three times as much as a steel sheet of the same thickness. When replacing steel with aluminium, designers usually add thickness or a bend and still save a lot of weight.</p>
<h2>What to watch for outdoors</h2>
<ul>
<li><strong>Galvanic corrosion:</strong> in damp conditions aluminium must not touch copper or uncoated steel directly. Use stainless steel screws, and in wet or salty environments separate the metals with plastic washers.</li>
<li><strong>Thermal expansion:</strong> at around 24 µm per metre and kelvin, aluminium expands about twice as much as steel. Long parts need slotted holes or sliding supports, or they will buckle in the sun.</li>
<li><strong>Standing water:</strong> design so that water can drain. Gaps where moisture stays for long periods are where corrosion typically starts.</li>
<li><strong>Surface:</strong> 5754 can be powder-coated and anodised. Decorative anodising gives a slightly greyer tone than special anodising-quality alloys.</li>
</ul>
<h2>Laser cutting and further processing</h2>
<p>5754 is cut with a fibre laser using nitrogen as the assist gas. The edges are bright and free of oxide; on thicker sheets a slight burr on the underside is possible. The alloy is readily MIG and TIG welded, usually with an AlMg5 filler. Holes for threads and tight fits should be drilled or reamed after laser cutting.</p>
<p>In the <a href="/">price calculator</a>, choose aluminium 5754 and the thickness you need to see the price at once. For shapes with holes and rounded corners use the <a href="/konfigurator">configurator</a>; for finished drawings, the <a href="/laserschnitt-rechner">laser cutting calculator</a>.</p>`,
    },
    pl: {
      title: 'Aluminium 5754 do zastosowań zewnętrznych',
      excerpt:
        'EN AW-5754 (AlMg3) to pierwszy wybór, gdy blacha aluminiowa ma wytrzymać wiatr, deszcz, a nawet wodę morską. Co potrafi ten stop, jaki stan wybrać i na co uważać przy montażu.',
      metaDescription:
        'Aluminium 5754 (AlMg3) na zewnątrz: odporność na korozję, wytrzymałość w stanach H111 i H22, powierzchnia, montaż i cięcie laserowe.',
      metaKeywords:
        'aluminium 5754, AlMg3, EN AW-5754, blacha aluminiowa, H111, H22, korozja, zastosowania zewnętrzne, cięcie laserowe aluminium',
      content: `<p>Do detali z blachy pracujących na zewnątrz jednym z najczęściej stosowanych stopów aluminium jest <strong>EN AW-5754</strong>, w skrócie AlMg3. Zawiera ok. 2,6–3,6 % magnezu, nie podlega utwardzaniu wydzieleniowemu, a wytrzymałość uzyskuje wyłącznie przez zgniot. Dzięki temu łatwo się go obrabia i jest bardzo odporny na warunki atmosferyczne.</p>
<h2>Dlaczego 5754 tak dobrze sprawdza się na zewnątrz</h2>
<p>Na powietrzu aluminium pokrywa się cienką, szczelną warstwą tlenku, która chroni metal pod spodem. W stopach aluminium z magnezem warstwa ta jest wyjątkowo trwała, także wobec mgły solnej i wody morskiej. Dlatego 5754 spotyka się w budowie łodzi i pojazdów, na elewacjach, w osłonach, tablicach, kratkach wentylacyjnych i blachach podestowych. Bez powłoki powierzchnia z czasem matowieje i szarzeje, co nie wpływa na wytrzymałość.</p>
<h2>Stan H111 czy H22?</h2>
<p>Litery za oznaczeniem stopu opisują stan materiału. Przy detalach ciętych laserem najczęściej spotyka się dwa:</p>
<table>
<thead>
<tr><th>Parametr</th><th>5754 H111</th><th>5754 H22</th></tr>
</thead>
<tbody>
<tr><td>Stan</td><td>wyżarzony, lekko umocniony</td><td>umocniony zgniotem i częściowo wyżarzony (półtwardy)</td></tr>
<tr><td>Granica plastyczności Rp0,2</td><td>min. 80 MPa</td><td>min. 130 MPa</td></tr>
<tr><td>Wytrzymałość na rozciąganie Rm</td><td>190–240 MPa</td><td>220–270 MPa</td></tr>
<tr><td>Podatność na kształtowanie</td><td>bardzo dobra, małe promienie gięcia</td><td>dobra, nieco większe promienie</td></tr>
</tbody>
</table>
<p>H111 nadaje się do części mocno kształtowanych. H22 jest sztywniejszy w obróbce, trudniej go wgnieść i to właściwy wybór do płaskich osłon i wsporników z pojedynczym gięciem. Dokładne wartości minimalne zależą od grubości i podaje je norma PN-EN 485-2.</p>
<h2>Masa i sztywność</h2>
<p>Przy gęstości <strong>2,66 g/cm³</strong> stop 5754 waży mniej więcej jedną trzecią tego, co stal (7,85 g/cm³). Moduł Younga wynosi ok. 70 GPa, czyli również około jednej trzeciej. Blacha aluminiowa ugnie się więc mniej więcej trzy razy bardziej niż stalowa o tej samej grubości. Zastępując stal aluminium, zwykle zwiększa się grubość albo dodaje gięcie – i nadal zyskuje wyraźnie na masie.</p>
<h2>Na co uważać na zewnątrz</h2>
<ul>
<li><strong>Korozja kontaktowa:</strong> w wilgotnym otoczeniu aluminium nie powinno stykać się bezpośrednio z miedzią ani niezabezpieczoną stalą. Stosuj śruby nierdzewne, a w mokrym lub zasolonym środowisku rozdzielaj metale podkładkami z tworzywa.</li>
<li><strong>Rozszerzalność cieplna:</strong> aluminium wydłuża się o ok. 24 µm na metr i kelwin, czyli mniej więcej dwa razy bardziej niż stal. Długie elementy potrzebują otworów fasolkowych lub podpór przesuwnych, inaczej w słońcu zaczną się falować.</li>
<li><strong>Zastoiny wody:</strong> projektuj tak, aby woda mogła spływać. Szczeliny, w których wilgoć utrzymuje się długo, to typowe miejsca korozji.</li>
<li><strong>Powierzchnia:</strong> 5754 można malować proszkowo i anodować. Przy anodowaniu dekoracyjnym odcień wychodzi nieco bardziej szary niż w specjalnych stopach do anodowania.</li>
</ul>
<h2>Cięcie laserowe i dalsza obróbka</h2>
<p>5754 tnie się laserem światłowodowym z azotem jako gazem tnącym. Krawędzie są jasne i wolne od tlenków; przy grubszych blachach możliwy jest niewielki grat na spodniej stronie. Stop dobrze spawa się metodami MIG i TIG, zwykle z materiałem dodatkowym AlMg5. Otwory pod gwinty i ciasne pasowania lepiej wiercić lub rozwiercać po cięciu laserem.</p>
<p>W <a href="/">kalkulatorze cen</a> wybierz aluminium 5754 i potrzebną grubość, a cenę zobaczysz od razu. Kształty z otworami i zaokrąglonymi narożnikami przygotujesz w <a href="/konfigurator">konfiguratorze</a>, a gotowe rysunki wycenisz w <a href="/laserschnitt-rechner">kalkulatorze cięcia laserowego</a>.</p>`,
    },
  },
};
