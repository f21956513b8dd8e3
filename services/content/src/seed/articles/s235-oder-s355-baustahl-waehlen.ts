import type { ArticleSeed } from './article-seed.js';

export const s235VersusS355Article: ArticleSeed = {
  slug: 's235-oder-s355-baustahl-waehlen',
  createdAt: '2025-02-11T08:30:00.000Z',
  translations: {
    de: {
      title: 'S235 oder S355? Baustahl richtig wählen',
      excerpt:
        'S235 und S355 sehen gleich aus, wiegen gleich viel und lassen sich gleich gut lasern. Wann sich der festere S355 lohnt und wann S235 die bessere Wahl ist.',
      metaDescription:
        'S235 oder S355? Streckgrenze, Zähigkeit, Schweißbarkeit und Kosten der beiden Baustähle im Vergleich, mit Tipps für Blechteile und Profile.',
      metaKeywords:
        'S235, S355, S235JR, S355J2, Baustahl, Streckgrenze, EN 10025-2, Stahlblech, Flachstahl',
      content: `<p>Wer ein Blechteil, eine Konsole oder ein Stück Flachstahl bestellt, landet fast immer bei einem von zwei Baustählen: <strong>S235</strong> oder <strong>S355</strong>. Beide sind unlegierte Baustähle nach DIN EN 10025-2, beide sind gut schweißbar und beide lassen sich problemlos laserschneiden. Der Unterschied steckt in der Festigkeit, und die brauchen nicht alle Bauteile.</p>
<h2>Was die Bezeichnung verrät</h2>
<p>Die Zahl im Namen ist die Mindeststreckgrenze in Megapascal für Erzeugnisdicken bis 16 mm. S235 beginnt also bei 235 MPa plastisch zu fließen, S355 erst bei 355 MPa. Bei dickeren Querschnitten sinken die Mindestwerte leicht, zwischen 16 und 40 mm auf 225 MPa bzw. 345 MPa. Der Zusatz hinter der Zahl beschreibt die Kerbschlagarbeit: <em>JR</em> bedeutet 27 J bei +20 °C, <em>J0</em> bei 0 °C und <em>J2</em> bei −20 °C.</p>
<table>
<thead>
<tr><th>Kennwert</th><th>S235JR</th><th>S355J2</th></tr>
</thead>
<tbody>
<tr><td>Streckgrenze (t ≤ 16 mm)</td><td>mind. 235 MPa</td><td>mind. 355 MPa</td></tr>
<tr><td>Zugfestigkeit (3–100 mm)</td><td>360–510 MPa</td><td>470–630 MPa</td></tr>
<tr><td>Bruchdehnung (längs)</td><td>mind. 26 %</td><td>mind. 22 %</td></tr>
<tr><td>Kerbschlagarbeit</td><td>27 J bei +20 °C</td><td>27 J bei −20 °C</td></tr>
<tr><td>Dichte</td><td>7,85 g/cm³</td><td>7,85 g/cm³</td></tr>
<tr><td>Elastizitätsmodul</td><td>210 GPa</td><td>210 GPa</td></tr>
</tbody>
</table>
<h2>Festigkeit ist nicht Steifigkeit</h2>
<p>Der häufigste Denkfehler: S355 macht ein Bauteil nicht steifer. Beide Stähle haben denselben Elastizitätsmodul von rund 210 GPa. Eine Platte oder ein Winkel biegt sich unter gleicher Last aus S355 genauso weit durch wie aus S235. Wenn ein Teil zu weich ist, hilft nur mehr Material an der richtigen Stelle: größere Dicke, eine Kantung oder ein anderes Profil.</p>
<p>S355 lohnt sich dort, wo die Spannung das Kriterium ist, etwa bei hoch belasteten Laschen, Anschlussblechen im Stahlbau oder Trägern, die auf Tragfähigkeit und nicht auf Durchbiegung bemessen sind. Mit rund 50 % mehr Streckgrenze lässt sich die Blechdicke oft reduzieren und damit Gewicht sparen.</p>
<h2>Verarbeitung: Schweißen, Biegen, Schneiden</h2>
<ul>
<li><strong>Schweißen:</strong> Beide Stähle sind gut schweißbar. S355 hat ein etwas höheres Kohlenstoffäquivalent; bei dicken Blechen kann ein Vorwärmen sinnvoll sein, bei dünnen Blechen praktisch nie.</li>
<li><strong>Biegen:</strong> S235 lässt sich mit kleineren Radien kanten und federt weniger zurück. Für S355 sollten Sie den Innenradius großzügiger wählen, vor allem quer zur Walzrichtung.</li>
<li><strong>Laserschneiden:</strong> Hier gibt es keinen praktischen Unterschied. Schnittqualität, Schnittbreite und erreichbare Toleranzen sind bei gleicher Dicke nahezu identisch.</li>
</ul>
<h2>Kosten und Verfügbarkeit</h2>
<p>S235 ist der Standard im Stahlhandel und in fast jeder Dicke ab Lager verfügbar. S355 kostet meist etwas mehr, ist bei Blechen seltener vorrätig und wird vor allem bei Flachstahl, Rohren und Trägern angeboten. Für Laserteile aus Blech rechnen wir deshalb mit S235. Im <a href="/shop">Shop</a> finden Sie Flachstahl und Rohre auch in S355J2.</p>
<h2>Unsere Empfehlung</h2>
<ol>
<li>Für Abdeckungen, Halter, Gehäuseteile, Schilder und die meisten Konstruktionen im Maschinen- und Anlagenbau reicht S235 vollkommen.</li>
<li>Wählen Sie S355, wenn ein Statiker es vorgibt, wenn die Tragfähigkeit das Maß der Dinge ist oder wenn Sie Gewicht sparen wollen und die Durchbiegung kein Problem ist.</li>
<li>Achten Sie bei Teilen, die bei Frost belastet werden, auf die Gütegruppe: J2 statt JR.</li>
</ol>
<p>Den Preis für ein Blechteil aus S235 sehen Sie sofort im <a href="/">Preisrechner</a>. Eigene Formen mit Löchern und Radien entwerfen Sie im <a href="/konfigurator">Konfigurator</a>.</p>`,
    },
    en: {
      title: 'S235 or S355? Choosing the right structural steel',
      excerpt:
        'S235 and S355 look the same, weigh the same and laser-cut equally well. When the stronger S355 pays off, and when S235 is the better choice.',
      metaDescription:
        'S235 or S355? Yield strength, toughness, weldability and cost of the two structural steels compared, with advice for sheet metal parts and profiles.',
      metaKeywords:
        'S235, S355, S235JR, S355J2, structural steel, yield strength, EN 10025-2, steel sheet, flat bar',
      content: `<p>Whether you order a sheet metal part, a bracket or a length of flat bar, you almost always end up choosing between two structural steels: <strong>S235</strong> and <strong>S355</strong>. Both are non-alloy structural steels to EN 10025-2, both weld well and both laser-cut without any trouble. The difference is strength, and not every part needs it.</p>
<h2>What the name tells you</h2>
<p>The number is the minimum yield strength in megapascals for thicknesses up to 16 mm. S235 starts to yield at 235 MPa, S355 only at 355 MPa. For thicker sections the minimum values drop slightly, to 225 MPa and 345 MPa between 16 and 40 mm. The suffix describes impact toughness: <em>JR</em> means 27 J at +20 °C, <em>J0</em> at 0 °C and <em>J2</em> at −20 °C.</p>
<table>
<thead>
<tr><th>Property</th><th>S235JR</th><th>S355J2</th></tr>
</thead>
<tbody>
<tr><td>Yield strength (t ≤ 16 mm)</td><td>min. 235 MPa</td><td>min. 355 MPa</td></tr>
<tr><td>Tensile strength (3–100 mm)</td><td>360–510 MPa</td><td>470–630 MPa</td></tr>
<tr><td>Elongation (longitudinal)</td><td>min. 26 %</td><td>min. 22 %</td></tr>
<tr><td>Impact energy</td><td>27 J at +20 °C</td><td>27 J at −20 °C</td></tr>
<tr><td>Density</td><td>7.85 g/cm³</td><td>7.85 g/cm³</td></tr>
<tr><td>Young's modulus</td><td>210 GPa</td><td>210 GPa</td></tr>
</tbody>
</table>
<h2>Strength is not stiffness</h2>
<p>The most common misconception: S355 does not make a part stiffer. Both steels have the same Young's modulus of about 210 GPa, so a plate or an angle deflects exactly as much under the same load whether it is made of S355 or S235. If a part is too flexible, the only cure is more material in the right place: a thicker sheet, a bend or a different profile.</p>
<p>S355 pays off where stress is the limiting factor: highly loaded lugs, connection plates in steel construction, or beams designed for load capacity rather than deflection. With about 50 % more yield strength you can often use a thinner sheet and save weight.</p>
<h2>Processing: welding, bending, cutting</h2>
<ul>
<li><strong>Welding:</strong> both grades weld well. S355 has a slightly higher carbon equivalent, so preheating can make sense for thick plate, but hardly ever for thin sheet.</li>
<li><strong>Bending:</strong> S235 takes tighter radii and springs back less. For S355, choose a more generous inside radius, especially when bending across the rolling direction.</li>
<li><strong>Laser cutting:</strong> no practical difference. Edge quality, kerf width and achievable tolerances are almost identical at the same thickness.</li>
</ul>
<h2>Cost and availability</h2>
<p>S235 is the standard grade in steel stockholding and is available from stock in almost every thickness. S355 usually costs a little more, is stocked less often as sheet and is mainly sold as flat bar, tubes and beams. That is why our laser-cut sheet parts are priced in S235. In the <a href="/shop">shop</a> you will also find flat bar and tubes in S355J2.</p>
<h2>Our recommendation</h2>
<ol>
<li>For covers, brackets, housing parts, signs and most machine and plant components, S235 is entirely sufficient.</li>
<li>Choose S355 when a structural engineer specifies it, when load capacity is what matters, or when you want to save weight and deflection is not a concern.</li>
<li>For parts loaded in frost, pay attention to the quality grade: J2 rather than JR.</li>
</ol>
<p>The price of an S235 sheet part appears instantly in the <a href="/">price calculator</a>. You can design your own shapes with holes and radii in the <a href="/konfigurator">configurator</a>.</p>`,
    },
    pl: {
      title: 'S235 czy S355? Jak dobrać stal konstrukcyjną',
      excerpt:
        'S235 i S355 wyglądają tak samo, ważą tyle samo i równie dobrze tnie się je laserem. Kiedy warto sięgnąć po mocniejszą S355, a kiedy lepszym wyborem jest S235.',
      metaDescription:
        'S235 czy S355? Granica plastyczności, udarność, spawalność i koszt obu gatunków stali konstrukcyjnej w porównaniu, z radami dla detali z blachy i profili.',
      metaKeywords:
        'S235, S355, S235JR, S355J2, stal konstrukcyjna, granica plastyczności, EN 10025-2, blacha stalowa, płaskownik',
      content: `<p>Kto zamawia detal z blachy, wspornik albo odcinek płaskownika, prawie zawsze wybiera między dwoma gatunkami stali konstrukcyjnej: <strong>S235</strong> i <strong>S355</strong>. Obie to stale niestopowe według normy PN-EN 10025-2, obie dobrze się spawają i obie bez problemu tnie się laserem. Różnią się wytrzymałością, a tej nie potrzebuje każdy element.</p>
<h2>Co mówi oznaczenie</h2>
<p>Liczba w nazwie to minimalna granica plastyczności w megapaskalach dla grubości do 16 mm. S235 zaczyna się odkształcać plastycznie przy 235 MPa, S355 dopiero przy 355 MPa. Przy grubszych przekrojach wartości minimalne nieco spadają – w zakresie 16–40 mm do 225 MPa i 345 MPa. Oznaczenie po liczbie opisuje udarność: <em>JR</em> to 27 J w temperaturze +20 °C, <em>J0</em> w 0 °C, a <em>J2</em> w −20 °C.</p>
<table>
<thead>
<tr><th>Parametr</th><th>S235JR</th><th>S355J2</th></tr>
</thead>
<tbody>
<tr><td>Granica plastyczności (t ≤ 16 mm)</td><td>min. 235 MPa</td><td>min. 355 MPa</td></tr>
<tr><td>Wytrzymałość na rozciąganie (3–100 mm)</td><td>360–510 MPa</td><td>470–630 MPa</td></tr>
<tr><td>Wydłużenie (wzdłużnie)</td><td>min. 26 %</td><td>min. 22 %</td></tr>
<tr><td>Praca łamania</td><td>27 J w +20 °C</td><td>27 J w −20 °C</td></tr>
<tr><td>Gęstość</td><td>7,85 g/cm³</td><td>7,85 g/cm³</td></tr>
<tr><td>Moduł Younga</td><td>210 GPa</td><td>210 GPa</td></tr>
</tbody>
</table>
<h2>Wytrzymałość to nie sztywność</h2>
<p>Najczęstszy błąd: S355 nie czyni elementu sztywniejszym. Obie stale mają ten sam moduł sprężystości, około 210 GPa. Płyta lub kątownik z S355 ugnie się pod tym samym obciążeniem dokładnie tak samo jak z S235. Jeśli element jest zbyt wiotki, pomoże tylko więcej materiału we właściwym miejscu: grubsza blacha, gięcie albo inny profil.</p>
<p>S355 opłaca się tam, gdzie decydują naprężenia, na przykład w mocno obciążonych uchach, blachach węzłowych w konstrukcjach stalowych czy belkach wymiarowanych na nośność, a nie na ugięcie. Dzięki mniej więcej o połowę wyższej granicy plastyczności często można zmniejszyć grubość blachy i zaoszczędzić na masie.</p>
<h2>Obróbka: spawanie, gięcie, cięcie</h2>
<ul>
<li><strong>Spawanie:</strong> oba gatunki są dobrze spawalne. S355 ma nieco wyższy równoważnik węgla, więc przy grubych blachach podgrzewanie wstępne może mieć sens, przy cienkich praktycznie nigdy.</li>
<li><strong>Gięcie:</strong> S235 można giąć na mniejszych promieniach i mniej sprężynuje. Dla S355 warto przyjąć większy promień wewnętrzny, zwłaszcza przy gięciu w poprzek kierunku walcowania.</li>
<li><strong>Cięcie laserowe:</strong> tu nie ma praktycznej różnicy. Jakość krawędzi, szerokość szczeliny i osiągalne tolerancje są przy tej samej grubości niemal identyczne.</li>
</ul>
<h2>Koszt i dostępność</h2>
<p>S235 to standard w handlu stalą, dostępny z magazynu niemal w każdej grubości. S355 jest zwykle nieco droższa, rzadziej występuje w postaci blach i sprzedaje się ją głównie jako płaskowniki, rury i belki. Dlatego detale cięte laserem z blachy wyceniamy w S235. W <a href="/shop">sklepie</a> znajdziesz także płaskowniki i rury w gatunku S355J2.</p>
<h2>Nasza rada</h2>
<ol>
<li>Do osłon, uchwytów, elementów obudów, tabliczek i większości części maszyn i urządzeń S235 w zupełności wystarczy.</li>
<li>Wybierz S355, gdy wymaga tego konstruktor, gdy liczy się przede wszystkim nośność albo gdy chcesz zmniejszyć masę, a ugięcie nie stanowi problemu.</li>
<li>Przy elementach obciążanych w czasie mrozu zwróć uwagę na klasę jakości: J2 zamiast JR.</li>
</ol>
<p>Cenę detalu z blachy S235 zobaczysz od razu w <a href="/">kalkulatorze cen</a>. Własne kształty z otworami i zaokrągleniami zaprojektujesz w <a href="/konfigurator">konfiguratorze</a>.</p>`,
    },
  },
};
