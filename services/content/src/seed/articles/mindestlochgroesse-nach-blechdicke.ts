import type { ArticleSeed } from './article-seed.js';

export const minimumHoleSizeArticle: ArticleSeed = {
  slug: 'mindestlochgroesse-nach-blechdicke',
  createdAt: '2025-11-04T09:30:00.000Z',
  translations: {
    de: {
      title: 'Mindestlochgröße nach Blechdicke',
      excerpt:
        'Wie klein darf ein Loch in einem Laserteil sein? Die Faustregeln für Baustahl, Aluminium und Edelstahl, mit Tabelle und Hinweisen zu Randabständen, Stegen und Gewinden.',
      metaDescription:
        'Mindestlochgröße beim Laserschneiden: Lochdurchmesser ≥ Blechdicke, bei Edelstahl ≥ 1,5 × Blechdicke. Tabelle, Randabstände, Stege und Gewinde.',
      metaKeywords:
        'Mindestlochgröße, Lochdurchmesser, Blechdicke, Laserschneiden, Randabstand, Stegbreite, Edelstahl, Baustahl, Aluminium, Konstruktionsregeln',
      content: `<p>Ein Laser kann sehr feine Konturen schneiden, aber nicht in jeder Blechdicke beliebig kleine Löcher. Wird eine Bohrung im Verhältnis zur Dicke zu klein, ist sie nicht mehr rund, die Kante verschmilzt oder das Loch bleibt teilweise geschlossen. Mit einfachen Faustregeln vermeiden Sie solche Teile schon in der Zeichnung.</p>
<h2>Warum kleine Löcher schwierig sind</h2>
<p>Jede Innenkontur beginnt mit einem Einstich. Dabei bohrt sich der Laser durch das volle Material und erzeugt einen kleinen Krater, der etwas größer ist als die Schnittfuge. Danach fährt er auf die Kontur und schneidet sie ab. Bei einem kleinen Loch liegt das alles auf engstem Raum: Die Wärme kann kaum abfließen, die Schmelze wird schlechter ausgeblasen, und das kleine Butzenstück kann sich verklemmen. Je dicker das Blech, desto stärker wirkt sich das aus.</p>
<h2>Die Faustregeln</h2>
<ul>
<li><strong>Baustahl S235:</strong> Lochdurchmesser mindestens gleich der Blechdicke (d ≥ 1 × t).</li>
<li><strong>Aluminium 5754:</strong> ebenfalls d ≥ 1 × t. Aluminium leitet die Wärme gut ab, reflektiert aber stark; bei dicken Blechen ist etwas Reserve sinnvoll.</li>
<li><strong>Edelstahl 304:</strong> d ≥ 1,5 × t. Edelstahl wird mit Stickstoff geschnitten, ohne die zusätzliche Energie der Oxidation wie beim Brennschneiden von Baustahl. Kleine Löcher werden daher schneller unsauber.</li>
</ul>
<p>Bei sehr dünnen Blechen empfehlen wir unabhängig vom Material mindestens 1 mm Durchmesser.</p>
<table>
<thead>
<tr><th>Blechdicke</th><th>Baustahl und Aluminium</th><th>Edelstahl</th></tr>
</thead>
<tbody>
<tr><td>1 mm</td><td>1 mm</td><td>1,5 mm</td></tr>
<tr><td>2 mm</td><td>2 mm</td><td>3 mm</td></tr>
<tr><td>3 mm</td><td>3 mm</td><td>4,5 mm</td></tr>
<tr><td>5 mm</td><td>5 mm</td><td>7,5 mm</td></tr>
<tr><td>8 mm</td><td>8 mm</td><td>12 mm</td></tr>
<tr><td>10 mm</td><td>10 mm</td><td>15 mm</td></tr>
<tr><td>15 mm</td><td>15 mm</td><td>22,5 mm</td></tr>
<tr><td>20 mm</td><td>20 mm</td><td>30 mm</td></tr>
</tbody>
</table>
<p>Die Werte sind Mindestmaße für ein sauber geschnittenes Loch. Wenn Maß und Rundheit wichtig sind, planen Sie etwas mehr ein. Für Langlöcher und schmale Schlitze gilt dieselbe Regel für die Schlitzbreite.</p>
<h2>Abstand zum Rand und zwischen Löchern</h2>
<p>Auch das Material zwischen zwei Konturen braucht eine Mindestbreite. Als Faustregel sollte der Steg zwischen Lochrand und Außenkante sowie zwischen zwei Löchern mindestens der Blechdicke entsprechen, bei Edelstahl besser dem 1,5-Fachen. Schmalere Stege erwärmen sich stark, können sich verziehen oder beim Schneiden wegbrennen. Bei dünnen Blechen unter 1 mm sollte ein Steg unabhängig davon nicht schmaler als etwa 1 mm sein.</p>
<p>Wird das Teil später gekantet, gehört ein Loch nicht zu nah an die Biegelinie, sonst wird es beim Biegen oval. Ein Abstand vom Lochrand zur Biegung von mindestens dem Doppelten der Blechdicke plus dem Biegeradius ist ein guter Ausgangswert.</p>
<h2>Gewinde und Passungen</h2>
<p>Kernlöcher für Gewinde lassen sich in dünnen Blechen direkt lasern, etwa 5 mm für M6 oder 6,8 mm für M8. In dickeren Blechen oder bei Edelstahl liegen diese Durchmesser aber schnell unter der Mindestlochgröße. Dann ist es besser, ein kleineres Vorloch lasern zu lassen oder die Position nur anzukörnen und das Kernloch zu bohren. Gleiches gilt für Passbohrungen mit engen Toleranzen; mehr dazu im Artikel zu den <a href="/blog/toleranzen-beim-laserschneiden">Toleranzen beim Laserschneiden</a>.</p>
<h2>In der Praxis</h2>
<p>Jedes Loch bedeutet einen Einstich und zusätzliche Schnittlänge, deshalb enthält der Preis einen Betrag pro Loch. Im <a href="/konfigurator">Konfigurator</a> legen Sie Lochbilder an Ecken oder im Raster an; prüfen Sie den Lochdurchmesser anhand der Tabelle, sobald Sie ein dickeres Blech wählen. Eigene Zeichnungen laden Sie im <a href="/laserschnitt-rechner">Laserschnitt-Rechner</a> hoch.</p>`,
    },
    en: {
      title: 'Minimum hole size by sheet thickness',
      excerpt:
        'How small can a hole in a laser-cut part be? The rules of thumb for mild steel, aluminium and stainless steel, with a table and advice on edge distances, webs and threads.',
      metaDescription:
        'Minimum hole size in laser cutting: hole diameter ≥ sheet thickness, for stainless steel ≥ 1.5 × thickness. Table, edge distances, webs and threads.',
      metaKeywords:
        'minimum hole size, hole diameter, sheet thickness, laser cutting, edge distance, web width, stainless steel, mild steel, aluminium, design rules',
      content: `<p>A laser can cut very fine contours, but not arbitrarily small holes in any thickness of sheet. If a hole is too small relative to the thickness, it is no longer round, the edge melts together or the hole stays partly closed. A few simple rules of thumb let you avoid such parts at the drawing stage.</p>
<h2>Why small holes are difficult</h2>
<p>Every inner contour starts with a pierce. The laser burns through the full material and leaves a small crater that is somewhat larger than the kerf. It then moves onto the contour and cuts it. In a small hole all of this happens in a tight space: the heat can hardly escape, the molten metal is blown out less well, and the small slug can jam. The thicker the sheet, the stronger the effect.</p>
<h2>The rules of thumb</h2>
<ul>
<li><strong>Mild steel S235:</strong> hole diameter at least equal to the sheet thickness (d ≥ 1 × t).</li>
<li><strong>Aluminium 5754:</strong> also d ≥ 1 × t. Aluminium conducts heat away well but is highly reflective; in thick sheets a little margin is wise.</li>
<li><strong>Stainless steel 304:</strong> d ≥ 1.5 × t. Stainless steel is cut with nitrogen, without the extra energy from oxidation that oxygen cutting of mild steel provides, so small holes lose quality sooner.</li>
</ul>
<p>For very thin sheets we recommend a diameter of at least 1 mm, whatever the material.</p>
<table>
<thead>
<tr><th>Sheet thickness</th><th>Mild steel and aluminium</th><th>Stainless steel</th></tr>
</thead>
<tbody>
<tr><td>1 mm</td><td>1 mm</td><td>1.5 mm</td></tr>
<tr><td>2 mm</td><td>2 mm</td><td>3 mm</td></tr>
<tr><td>3 mm</td><td>3 mm</td><td>4.5 mm</td></tr>
<tr><td>5 mm</td><td>5 mm</td><td>7.5 mm</td></tr>
<tr><td>8 mm</td><td>8 mm</td><td>12 mm</td></tr>
<tr><td>10 mm</td><td>10 mm</td><td>15 mm</td></tr>
<tr><td>15 mm</td><td>15 mm</td><td>22.5 mm</td></tr>
<tr><td>20 mm</td><td>20 mm</td><td>30 mm</td></tr>
</tbody>
</table>
<p>These are minimum sizes for a cleanly cut hole. If size and roundness matter, allow a little more. For slotted holes and narrow slots the same rule applies to the slot width.</p>
<h2>Distance to the edge and between holes</h2>
<p>The material between two contours needs a minimum width too. As a rule of thumb, the web between a hole and the outer edge, and between two holes, should be at least the sheet thickness, and preferably 1.5 times that for stainless steel. Narrower webs heat up strongly and can distort or burn away during cutting. In sheets thinner than 1 mm, a web should still not be narrower than about 1 mm.</p>
<p>If the part is bent later, keep holes away from the bend line, or they will turn oval during bending. A distance from the hole edge to the bend of at least twice the sheet thickness plus the bend radius is a good starting point.</p>
<h2>Threads and fits</h2>
<p>Tap drill holes can be laser-cut directly in thin sheets, for example 5 mm for M6 or 6.8 mm for M8. In thicker sheets or in stainless steel, however, these diameters soon fall below the minimum hole size. In that case it is better to have a smaller pilot hole lasered, or to have the position only marked, and then drill the tap hole. The same applies to fitted holes with tight tolerances; see our article on <a href="/blog/toleranzen-beim-laserschneiden">tolerances in laser cutting</a>.</p>
<h2>In practice</h2>
<p>Every hole means a pierce and extra cutting length, so the price includes an amount per hole. In the <a href="/konfigurator">configurator</a> you can add hole patterns at the corners or in a grid; check the hole diameter against the table as soon as you choose a thicker sheet. Your own drawings can be uploaded to the <a href="/laserschnitt-rechner">laser cutting calculator</a>.</p>`,
    },
    pl: {
      title: 'Minimalna średnica otworu a grubość blachy',
      excerpt:
        'Jak mały może być otwór w detalu ciętym laserem? Praktyczne zasady dla stali konstrukcyjnej, aluminium i stali nierdzewnej, z tabelą oraz wskazówkami dotyczącymi odległości od krawędzi, mostków i gwintów.',
      metaDescription:
        'Minimalna średnica otworu przy cięciu laserowym: średnica ≥ grubość blachy, dla stali nierdzewnej ≥ 1,5 × grubość. Tabela, odstępy od krawędzi, gwinty.',
      metaKeywords:
        'minimalna średnica otworu, średnica otworu, grubość blachy, cięcie laserowe, odległość od krawędzi, szerokość mostka, stal nierdzewna, stal konstrukcyjna, aluminium',
      content: `<p>Laser potrafi wyciąć bardzo drobne kontury, ale nie dowolnie małe otwory w każdej grubości blachy. Jeśli otwór jest za mały w stosunku do grubości, przestaje być okrągły, krawędź się zatapia albo otwór pozostaje częściowo zamknięty. Kilka prostych zasad pozwala uniknąć takich detali już na etapie rysunku.</p>
<h2>Dlaczego małe otwory są trudne</h2>
<p>Każdy kontur wewnętrzny zaczyna się od przebicia. Laser przepala się przez pełną grubość materiału i zostawia mały krater, nieco większy niż szczelina cięcia. Potem przechodzi na kontur i go wycina. W małym otworze wszystko to dzieje się na bardzo małej przestrzeni: ciepło nie ma gdzie odpłynąć, stopiony metal gorzej się wydmuchuje, a mały wypad może się zaklinować. Im grubsza blacha, tym silniej to widać.</p>
<h2>Praktyczne zasady</h2>
<ul>
<li><strong>Stal konstrukcyjna S235:</strong> średnica otworu co najmniej równa grubości blachy (d ≥ 1 × t).</li>
<li><strong>Aluminium 5754:</strong> również d ≥ 1 × t. Aluminium dobrze odprowadza ciepło, ale silnie odbija światło; przy grubych blachach warto zostawić niewielki zapas.</li>
<li><strong>Stal nierdzewna 304:</strong> d ≥ 1,5 × t. Stal nierdzewną tnie się azotem, bez dodatkowej energii z utleniania, jaką daje cięcie tlenem stali konstrukcyjnej, dlatego małe otwory szybciej tracą jakość.</li>
</ul>
<p>W bardzo cienkich blachach zalecamy, niezależnie od materiału, średnicę co najmniej 1 mm.</p>
<table>
<thead>
<tr><th>Grubość blachy</th><th>Stal konstrukcyjna i aluminium</th><th>Stal nierdzewna</th></tr>
</thead>
<tbody>
<tr><td>1 mm</td><td>1 mm</td><td>1,5 mm</td></tr>
<tr><td>2 mm</td><td>2 mm</td><td>3 mm</td></tr>
<tr><td>3 mm</td><td>3 mm</td><td>4,5 mm</td></tr>
<tr><td>5 mm</td><td>5 mm</td><td>7,5 mm</td></tr>
<tr><td>8 mm</td><td>8 mm</td><td>12 mm</td></tr>
<tr><td>10 mm</td><td>10 mm</td><td>15 mm</td></tr>
<tr><td>15 mm</td><td>15 mm</td><td>22,5 mm</td></tr>
<tr><td>20 mm</td><td>20 mm</td><td>30 mm</td></tr>
</tbody>
</table>
<p>To wartości minimalne dla czysto wyciętego otworu. Jeśli ważny jest wymiar i okrągłość, zaplanuj nieco więcej. Dla otworów fasolkowych i wąskich szczelin ta sama zasada dotyczy ich szerokości.</p>
<h2>Odległość od krawędzi i między otworami</h2>
<p>Materiał między dwoma konturami również potrzebuje minimalnej szerokości. Zgodnie z praktyczną zasadą mostek między brzegiem otworu a krawędzią zewnętrzną oraz między dwoma otworami powinien być co najmniej równy grubości blachy, a przy stali nierdzewnej najlepiej 1,5 raza większy. Węższe mostki mocno się nagrzewają, mogą się odkształcić albo wypalić podczas cięcia. W blachach cieńszych niż 1 mm mostek i tak nie powinien być węższy niż ok. 1 mm.</p>
<p>Jeśli detal będzie później gięty, otwór nie powinien leżeć zbyt blisko linii gięcia, bo podczas gięcia stanie się owalny. Dobrym punktem wyjścia jest odległość od brzegu otworu do gięcia równa co najmniej podwójnej grubości blachy plus promień gięcia.</p>
<h2>Gwinty i pasowania</h2>
<p>Otwory pod gwint można w cienkich blachach wyciąć laserem bezpośrednio, na przykład 5 mm pod M6 lub 6,8 mm pod M8. W grubszych blachach lub w stali nierdzewnej średnice te szybko spadają jednak poniżej minimalnej średnicy otworu. Wtedy lepiej zlecić wycięcie mniejszego otworu wstępnego albo tylko zaznaczyć położenie i wywiercić otwór pod gwint. To samo dotyczy otworów pasowanych o wąskich tolerancjach; więcej w artykule o <a href="/blog/toleranzen-beim-laserschneiden">tolerancjach w cięciu laserowym</a>.</p>
<h2>W praktyce</h2>
<p>Każdy otwór to jedno przebicie i dodatkowa długość cięcia, dlatego cena zawiera kwotę za każdy otwór. W <a href="/konfigurator">konfiguratorze</a> dodasz układ otworów w narożnikach lub w siatce; gdy wybierzesz grubszą blachę, sprawdź średnicę otworu w tabeli. Własne rysunki wczytasz w <a href="/laserschnitt-rechner">kalkulatorze cięcia laserowego</a>.</p>`,
    },
  },
};
