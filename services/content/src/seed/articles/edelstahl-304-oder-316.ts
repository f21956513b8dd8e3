import type { ArticleSeed } from './article-seed.js';

export const stainless304Versus316Article: ArticleSeed = {
  slug: 'edelstahl-304-oder-316',
  createdAt: '2025-09-16T08:00:00.000Z',
  translations: {
    de: {
      title: 'Edelstahl 304 oder 316?',
      excerpt:
        'Beide sind austenitische Edelstähle und sehen gleich aus. Der Unterschied liegt in 2 bis 2,5 % Molybdän, und der entscheidet, ob ein Teil an der Küste oder im Kontakt mit Salz rostfrei bleibt.',
      metaDescription:
        'Edelstahl 304 (1.4301) oder 316 (1.4401)? Zusammensetzung, Korrosionsbeständigkeit gegen Chloride, Festigkeit, Preis und typische Einsatzbereiche.',
      metaKeywords:
        'Edelstahl 304, Edelstahl 316, 1.4301, 1.4401, V2A, V4A, Molybdän, Korrosionsbeständigkeit, Chloride, Edelstahlblech',
      content: `<p>Im Alltag heißen sie oft V2A und V4A, in Normen <strong>1.4301</strong> und <strong>1.4401</strong>, international <strong>AISI 304</strong> und <strong>AISI 316</strong>. Beide sind austenitische Chrom-Nickel-Stähle, beide lassen sich gut schweißen, biegen und laserschneiden, und nebeneinander liegend kann man sie mit bloßem Auge nicht unterscheiden. Im Einsatz können sie sich trotzdem sehr unterschiedlich verhalten.</p>
<h2>Der Unterschied in der Zusammensetzung</h2>
<table>
<thead>
<tr><th></th><th>304 (1.4301)</th><th>316 (1.4401)</th></tr>
</thead>
<tbody>
<tr><td>Chrom</td><td>17,5–19,5 %</td><td>16,5–18,5 %</td></tr>
<tr><td>Nickel</td><td>8,0–10,5 %</td><td>10,0–13,0 %</td></tr>
<tr><td>Molybdän</td><td>–</td><td>2,0–2,5 %</td></tr>
<tr><td>Wirksumme PREN (ca.)</td><td>18–20</td><td>23–26</td></tr>
<tr><td>Dichte</td><td>7,9 g/cm³</td><td>8,0 g/cm³</td></tr>
<tr><td>Korrosionsbeständigkeitsklasse nach EN 1993-1-4</td><td>CRC II</td><td>CRC III</td></tr>
</tbody>
</table>
<p>Das Molybdän ist der entscheidende Zusatz. Es stabilisiert die Passivschicht gegen Chloride, also gegen Salz in jeder Form: Meerwasser, Streusalz, Schweiß, Reinigungsmittel. Chloride verursachen bei Edelstahl vor allem <em>Lochkorrosion</em>, kleine, tiefe Angriffe, die von außen harmlos aussehen. Die Wirksumme PREN (Cr + 3,3 × Mo + 16 × N) fasst diese Beständigkeit in einer Zahl zusammen.</p>
<h2>Festigkeit und Verarbeitung</h2>
<p>Mechanisch sind beide Stähle nahezu gleichwertig: Die Dehngrenze Rp0,2 liegt je nach Erzeugnisform bei mindestens 210 bis 240 MPa, die Zugfestigkeit bei rund 520 bis 700 MPa. Beide sind im geglühten Zustand praktisch unmagnetisch; durch Kaltumformung wird 304 leicht magnetisch, 316 weniger. Für dicke Schweißkonstruktionen gibt es die kohlenstoffarmen Varianten 304L (1.4307) und 316L (1.4404), die gegen interkristalline Korrosion nach dem Schweißen unempfindlicher sind. Beachten Sie außerdem, dass austenitischer Edelstahl Wärme schlecht leitet und sich mit rund 16 bis 17 µm pro Meter und Kelvin deutlich stärker ausdehnt als Baustahl. Beim Schweißen verziehen sich Edelstahlteile deshalb leichter.</p>
<p>Beim Laserschneiden verhalten sich beide gleich. Geschnitten wird mit Stickstoff, die Kanten bleiben blank und oxidfrei und müssen vor dem Schweißen oder Beizen nicht nachbearbeitet werden.</p>
<h2>Wann 304 genügt</h2>
<ul>
<li>Innenräume, Möbel, Küchen und Lebensmittelbereiche ohne stark salzhaltige Medien</li>
<li>Außenbereich im Binnenland, fern von Straßen mit Streusalz</li>
<li>Verkleidungen, Blenden, Schilder, Gehäuse und Maschinenteile</li>
</ul>
<h2>Wann 316 die richtige Wahl ist</h2>
<ul>
<li>Küstennähe und Anwendungen im Boots- und Hafenbereich</li>
<li>Teile im Spritzwasserbereich von Straßen, Brücken und Parkhäusern</li>
<li>Kontakt mit salzhaltigen oder sauren Lebensmitteln, Chemikalien und chlorhaltigen Reinigern</li>
<li>Medizin- und Pharmatechnik</li>
</ul>
<p>Eine Grenze hat auch 316: Für tragende Teile in der Atmosphäre von Hallenbädern verlangen die Regelwerke noch höher legierte Stähle wie 1.4529 oder 1.4565.</p>
<h2>Preis</h2>
<p>Molybdän und der höhere Nickelanteil machen 316 spürbar teurer. Der Abstand schwankt mit den Legierungszuschlägen, liegt aber oft bei einem Viertel bis einem Drittel. Wer 316 nur vorsichtshalber wählt, zahlt diesen Aufschlag für jedes Teil. Wer in chloridhaltiger Umgebung 304 einsetzt, zahlt später mit Flecken und Lochfraß.</p>
<h2>Praxistipp</h2>
<p>Auch der beste Edelstahl rostet, wenn Eisenpartikel auf die Oberfläche gelangen, etwa durch Schleifstaub oder Werkzeuge, die vorher für Baustahl benutzt wurden. Dieser Flugrost sieht aus wie Korrosion des Edelstahls und lässt sich mit Beizpaste oder einem Edelstahlreiniger entfernen.</p>
<p>Im <a href="/">Preisrechner</a> und im <a href="/konfigurator">Konfigurator</a> ist Edelstahl 304 in vielen Dicken verfügbar. Für Teile aus 316 sprechen Sie uns an; die Kontaktdaten finden Sie unten auf jeder Seite.</p>`,
    },
    en: {
      title: 'Stainless steel 304 or 316?',
      excerpt:
        'Both are austenitic stainless steels and look identical. The difference is 2 to 2.5 % molybdenum, and it decides whether a part stays rust-free on the coast or in contact with salt.',
      metaDescription:
        'Stainless steel 304 (1.4301) or 316 (1.4401)? Composition, resistance to chlorides, strength, price and typical applications compared.',
      metaKeywords:
        'stainless steel 304, stainless steel 316, 1.4301, 1.4401, A2, A4, molybdenum, corrosion resistance, chlorides, stainless steel sheet',
      content: `<p>They are known as <strong>AISI 304</strong> and <strong>AISI 316</strong>, in European standards as <strong>1.4301</strong> and <strong>1.4401</strong>, and on fasteners as A2 and A4. Both are austenitic chromium-nickel steels, both weld, bend and laser-cut well, and side by side you cannot tell them apart with the naked eye. In service, however, they can behave very differently.</p>
<h2>The difference in composition</h2>
<table>
<thead>
<tr><th></th><th>304 (1.4301)</th><th>316 (1.4401)</th></tr>
</thead>
<tbody>
<tr><td>Chromium</td><td>17.5–19.5 %</td><td>16.5–18.5 %</td></tr>
<tr><td>Nickel</td><td>8.0–10.5 %</td><td>10.0–13.0 %</td></tr>
<tr><td>Molybdenum</td><td>–</td><td>2.0–2.5 %</td></tr>
<tr><td>PREN (approx.)</td><td>18–20</td><td>23–26</td></tr>
<tr><td>Density</td><td>7.9 g/cm³</td><td>8.0 g/cm³</td></tr>
<tr><td>Corrosion resistance class to EN 1993-1-4</td><td>CRC II</td><td>CRC III</td></tr>
</tbody>
</table>
<p>Molybdenum is the decisive addition. It stabilises the passive layer against chlorides, in other words against salt in any form: seawater, road salt, sweat, cleaning agents. In stainless steel, chlorides mainly cause <em>pitting corrosion</em>: small, deep attacks that look harmless from the outside. The pitting resistance equivalent number PREN (Cr + 3.3 × Mo + 16 × N) sums up this resistance in a single figure.</p>
<h2>Strength and processing</h2>
<p>Mechanically the two steels are almost equal: the 0.2 % proof strength is at least 210 to 240 MPa depending on the product form, and the tensile strength about 520 to 700 MPa. Both are practically non-magnetic when annealed; cold forming makes 304 slightly magnetic, 316 less so. For thick welded structures there are low-carbon versions, 304L (1.4307) and 316L (1.4404), which are less prone to intergranular corrosion after welding. Bear in mind, too, that austenitic stainless steel conducts heat poorly and expands by around 16 to 17 µm per metre and kelvin, considerably more than mild steel. Stainless parts therefore distort more easily during welding.</p>
<p>In laser cutting both behave the same. They are cut with nitrogen, and the edges stay bright and oxide-free, needing no rework before welding or pickling.</p>
<h2>When 304 is enough</h2>
<ul>
<li>Indoors, furniture, kitchens and food areas without strongly salty media</li>
<li>Outdoors inland, away from roads treated with de-icing salt</li>
<li>Cladding, trims, signs, housings and machine parts</li>
</ul>
<h2>When 316 is the right choice</h2>
<ul>
<li>Near the coast, and in boat and harbour applications</li>
<li>Parts within splash range of roads, bridges and car parks</li>
<li>Contact with salty or acidic foods, chemicals and chlorine-based cleaners</li>
<li>Medical and pharmaceutical equipment</li>
</ul>
<p>316 has its limits too: for load-bearing parts in indoor swimming pool atmospheres, the regulations require even higher-alloyed steels such as 1.4529 or 1.4565.</p>
<h2>Price</h2>
<p>Molybdenum and the higher nickel content make 316 noticeably more expensive. The gap varies with alloy surcharges, but is often a quarter to a third. Choosing 316 just to be safe means paying that premium on every part. Using 304 in a chloride-laden environment means paying later with stains and pitting.</p>
<h2>A practical tip</h2>
<p>Even the best stainless steel rusts when iron particles reach its surface, for example from grinding dust or tools previously used on mild steel. This extraneous rust looks like corrosion of the stainless steel itself and can be removed with pickling paste or a stainless steel cleaner.</p>
<p>Stainless steel 304 is available in many thicknesses in the <a href="/">price calculator</a> and the <a href="/konfigurator">configurator</a>. For parts in 316, please get in touch; you will find our contact details at the bottom of every page.</p>`,
    },
    pl: {
      title: 'Stal nierdzewna 304 czy 316?',
      excerpt:
        'Obie to austenityczne stale nierdzewne i wyglądają identycznie. Różnicę robi 2–2,5 % molibdenu, od którego zależy, czy detal nad morzem lub w kontakcie z solą pozostanie bez rdzy.',
      metaDescription:
        'Stal nierdzewna 304 (1.4301) czy 316 (1.4401)? Skład, odporność na chlorki, wytrzymałość, cena i typowe zastosowania w porównaniu.',
      metaKeywords:
        'stal nierdzewna 304, stal nierdzewna 316, 1.4301, 1.4401, AISI 304, AISI 316, molibden, odporność na korozję, chlorki, blacha nierdzewna',
      content: `<p>Znamy je jako <strong>AISI 304</strong> i <strong>AISI 316</strong>, w normach europejskich jako <strong>1.4301</strong> i <strong>1.4401</strong>, a w śrubach jako A2 i A4. Obie to austenityczne stale chromowo-niklowe, obie dobrze się spawają, gną i tną laserem, a położonych obok siebie nie da się odróżnić gołym okiem. W eksploatacji mogą jednak zachowywać się zupełnie inaczej.</p>
<h2>Różnica w składzie</h2>
<table>
<thead>
<tr><th></th><th>304 (1.4301)</th><th>316 (1.4401)</th></tr>
</thead>
<tbody>
<tr><td>Chrom</td><td>17,5–19,5 %</td><td>16,5–18,5 %</td></tr>
<tr><td>Nikiel</td><td>8,0–10,5 %</td><td>10,0–13,0 %</td></tr>
<tr><td>Molibden</td><td>–</td><td>2,0–2,5 %</td></tr>
<tr><td>Wskaźnik PREN (ok.)</td><td>18–20</td><td>23–26</td></tr>
<tr><td>Gęstość</td><td>7,9 g/cm³</td><td>8,0 g/cm³</td></tr>
<tr><td>Klasa odporności korozyjnej wg EN 1993-1-4</td><td>CRC II</td><td>CRC III</td></tr>
</tbody>
</table>
<p>Kluczowym dodatkiem jest molibden. Stabilizuje on warstwę pasywną wobec chlorków, czyli soli w każdej postaci: wody morskiej, soli drogowej, potu, środków czyszczących. W stali nierdzewnej chlorki wywołują przede wszystkim <em>korozję wżerową</em> – małe, głębokie ogniska, które z zewnątrz wyglądają niewinnie. Wskaźnik PREN (Cr + 3,3 × Mo + 16 × N) ujmuje tę odporność w jednej liczbie.</p>
<h2>Wytrzymałość i obróbka</h2>
<p>Pod względem mechanicznym obie stale są niemal równorzędne: umowna granica plastyczności Rp0,2 wynosi, zależnie od postaci wyrobu, co najmniej 210–240 MPa, a wytrzymałość na rozciąganie ok. 520–700 MPa. W stanie przesyconym obie są praktycznie niemagnetyczne; po obróbce plastycznej na zimno 304 staje się lekko magnetyczna, 316 w mniejszym stopniu. Do grubych konstrukcji spawanych stosuje się niskowęglowe odmiany 304L (1.4307) i 316L (1.4404), mniej podatne na korozję międzykrystaliczną po spawaniu. Warto też pamiętać, że stal austenityczna słabo przewodzi ciepło i wydłuża się o ok. 16–17 µm na metr i kelwin, czyli wyraźnie bardziej niż stal konstrukcyjna. Dlatego detale nierdzewne łatwiej odkształcają się przy spawaniu.</p>
<p>Przy cięciu laserowym obie zachowują się tak samo. Tnie się je azotem, krawędzie pozostają jasne i wolne od tlenków, więc nie wymagają obróbki przed spawaniem czy trawieniem.</p>
<h2>Kiedy wystarczy 304</h2>
<ul>
<li>Wnętrza, meble, kuchnie i strefy spożywcze bez silnie zasolonych mediów</li>
<li>Zastosowania zewnętrzne w głębi lądu, z dala od dróg posypywanych solą</li>
<li>Okładziny, maskownice, tabliczki, obudowy i części maszyn</li>
</ul>
<h2>Kiedy właściwym wyborem jest 316</h2>
<ul>
<li>Okolice wybrzeża oraz zastosowania na łodziach i w portach</li>
<li>Elementy w strefie rozbryzgu przy drogach, mostach i parkingach</li>
<li>Kontakt z zasolonymi lub kwaśnymi produktami spożywczymi, chemikaliami i środkami czyszczącymi z chlorem</li>
<li>Technika medyczna i farmaceutyczna</li>
</ul>
<p>Także 316 ma swoje granice: dla elementów nośnych w atmosferze krytych basenów przepisy wymagają stali jeszcze wyżej stopowych, takich jak 1.4529 lub 1.4565.</p>
<h2>Cena</h2>
<p>Molibden i wyższa zawartość niklu sprawiają, że 316 jest wyraźnie droższa. Różnica zmienia się wraz z dopłatami stopowymi, ale często wynosi od jednej czwartej do jednej trzeciej. Kto wybiera 316 tylko na wszelki wypadek, płaci tę dopłatę za każdy detal. Kto stosuje 304 w środowisku z chlorkami, zapłaci później przebarwieniami i wżerami.</p>
<h2>Praktyczna wskazówka</h2>
<p>Nawet najlepsza stal nierdzewna rdzewieje, gdy na jej powierzchnię trafią cząstki żelaza, na przykład pył ze szlifowania albo narzędzia używane wcześniej do stali czarnej. Taki nalot rdzy wygląda jak korozja samej stali nierdzewnej, a można go usunąć pastą trawiącą lub środkiem do czyszczenia stali nierdzewnej.</p>
<p>Stal nierdzewna 304 jest dostępna w wielu grubościach w <a href="/">kalkulatorze cen</a> i w <a href="/konfigurator">konfiguratorze</a>. W sprawie detali ze stali 316 skontaktuj się z nami; dane kontaktowe znajdziesz na dole każdej strony.</p>`,
    },
  },
};
