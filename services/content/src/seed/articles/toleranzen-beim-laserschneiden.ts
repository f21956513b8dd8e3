import type { ArticleSeed } from './article-seed.js';

export const laserCuttingTolerancesArticle: ArticleSeed = {
  slug: 'toleranzen-beim-laserschneiden',
  createdAt: '2025-07-08T10:00:00.000Z',
  translations: {
    de: {
      title: 'Toleranzen beim Laserschneiden',
      excerpt:
        'Wie genau ist ein Laserteil wirklich? Ein Überblick über DIN ISO 2768, DIN EN ISO 9013, Schnittbreite und Wärmeeinfluss, und darüber, welche Toleranzen Sie sinnvoll fordern.',
      metaDescription:
        'Toleranzen beim Laserschneiden: Allgemeintoleranzen nach DIN ISO 2768, Schnittqualität nach ISO 9013, Schnittbreite und Verzug durch Wärme erklärt.',
      metaKeywords:
        'Toleranzen Laserschneiden, DIN ISO 2768, ISO 9013, Schnittbreite, Schnittfuge, Maßhaltigkeit, Wärmeeinflusszone, Blechteile',
      content: `<p>Laserschneiden gilt als sehr genau, und das zu Recht. Trotzdem hat auch ein Laserteil Maßabweichungen, und die hängen stark von Material, Blechdicke und Geometrie ab. Wer weiß, woher sie kommen, kann Zeichnungen so bemaßen, dass die Teile passen, ohne unnötig teuer zu werden.</p>
<h2>Allgemeintoleranzen nach DIN ISO 2768-1</h2>
<p>Für Maße ohne eigene Toleranzangabe wird in Zeichnungen meist auf DIN ISO 2768-1 verwiesen. Die Norm legt Grenzabmaße in den Klassen f (fein), m (mittel), c (grob) und v (sehr grob) fest. Für lasergeschnittene Blechteile ist die Klasse <strong>m</strong> ein üblicher und realistischer Maßstab; dünne Bleche erreichen oft auch f.</p>
<table>
<thead>
<tr><th>Nennmaß</th><th>Klasse f</th><th>Klasse m</th><th>Klasse c</th></tr>
</thead>
<tbody>
<tr><td>über 3 bis 6 mm</td><td>±0,05 mm</td><td>±0,1 mm</td><td>±0,3 mm</td></tr>
<tr><td>über 6 bis 30 mm</td><td>±0,1 mm</td><td>±0,2 mm</td><td>±0,5 mm</td></tr>
<tr><td>über 30 bis 120 mm</td><td>±0,15 mm</td><td>±0,3 mm</td><td>±0,8 mm</td></tr>
<tr><td>über 120 bis 400 mm</td><td>±0,2 mm</td><td>±0,5 mm</td><td>±1,2 mm</td></tr>
<tr><td>über 400 bis 1000 mm</td><td>±0,3 mm</td><td>±0,8 mm</td><td>±2 mm</td></tr>
<tr><td>über 1000 bis 2000 mm</td><td>±0,5 mm</td><td>±1,2 mm</td><td>±3 mm</td></tr>
</tbody>
</table>
<h2>Schnittqualität nach DIN EN ISO 9013</h2>
<p>DIN EN ISO 9013 ist die eigentliche Norm für thermische Schnitte, also für Laser-, Plasma- und Brennschnitte. Sie bewertet die Schnittfläche vor allem über zwei Kenngrößen: die <em>Rechtwinkligkeits- und Neigungstoleranz</em> u, also wie schräg die Schnittkante ist, und die <em>gemittelte Rautiefe</em> Rz5. Beide werden in Bereiche eingeteilt, von sehr gut bis grob. Zusätzlich definiert die Norm Grenzabmaße in zwei Toleranzklassen, abhängig von Werkstückdicke und Nennmaß. Laserschnitte liegen bei dünnen und mittleren Blechen meist in den besten Bereichen; mit zunehmender Dicke wird die Kante rauer und schräger.</p>
<h2>Die Schnittbreite</h2>
<p>Der Laserstrahl trennt das Blech nicht entlang einer mathematischen Linie, sondern schmilzt eine Fuge heraus. Diese Schnittbreite liegt beim Faserlaser je nach Material und Dicke zwischen etwa 0,1 mm bei dünnen Blechen und deutlich über 0,5 mm bei 20 mm. Die Maschine gleicht sie aus, indem sie den Strahl um die halbe Schnittbreite neben der Kontur führt. Deshalb gilt: Zeichnen Sie immer das Nennmaß, nie ein um die Fuge korrigiertes Maß.</p>
<h2>Wärme, Verzug und schräge Kanten</h2>
<ul>
<li><strong>Wärmeeinflusszone:</strong> Entlang der Kante wird das Material kurz stark erhitzt. Die Zone ist beim Laser schmal, kann aber die Härte an der Kante verändern.</li>
<li><strong>Verzug:</strong> Lange, schmale Teile und Teile mit vielen Ausschnitten können sich durch frei werdende Walzspannungen und Wärmeeintrag leicht verziehen. Stege sollten nicht schmaler als die Blechdicke sein.</li>
<li><strong>Kegeligkeit:</strong> Bei dicken Blechen ist die Schnittkante nicht exakt senkrecht. Oben und unten können Maße um einige Zehntelmillimeter abweichen, Bohrungen werden leicht konisch.</li>
<li><strong>Oxidschicht:</strong> Baustahl wird oft mit Sauerstoff geschnitten. Die dünne Oxidschicht an der Kante sollte vor dem Lackieren oder Pulverbeschichten entfernt werden. Edelstahl und Aluminium werden mit Stickstoff geschnitten und haben blanke Kanten.</li>
</ul>
<h2>Was Sie sinnvoll fordern</h2>
<ol>
<li>Verweisen Sie für die meisten Maße auf DIN ISO 2768-m und tolerieren Sie nur die Maße einzeln, auf die es funktional ankommt.</li>
<li>Passungen wie H7 und Gewindekernlöcher lassen sich nicht direkt lasern. Sehen Sie ein kleineres Loch vor und bohren oder reiben Sie es anschließend.</li>
<li>Bei Blechen ab etwa 10 mm sollten Sie mit der Kegeligkeit rechnen und angeben, welche Seite maßgebend ist.</li>
<li>Bohrungen kleiner als die Blechdicke sind schwer maßhaltig herzustellen; Details dazu im Artikel zur <a href="/blog/mindestlochgroesse-nach-blechdicke">Mindestlochgröße</a>.</li>
</ol>
<p>Im <a href="/laserschnitt-rechner">Laserschnitt-Rechner</a> erhalten Sie für Ihre DXF-Datei sofort einen Preis. Wie Sie die Datei sauber vorbereiten, lesen Sie im Artikel <a href="/blog/dxf-fuer-laserschneiden-vorbereiten">DXF-Dateien für das Laserschneiden vorbereiten</a>.</p>`,
    },
    en: {
      title: 'Tolerances in laser cutting',
      excerpt:
        'How accurate is a laser-cut part really? An overview of ISO 2768, ISO 9013, kerf width and heat input, and of which tolerances are worth asking for.',
      metaDescription:
        'Tolerances in laser cutting: general tolerances to ISO 2768, cut quality to ISO 9013, kerf width and heat distortion explained.',
      metaKeywords:
        'laser cutting tolerances, ISO 2768, ISO 9013, kerf width, kerf, dimensional accuracy, heat-affected zone, sheet metal parts',
      content: `<p>Laser cutting has a reputation for precision, and rightly so. Still, a laser-cut part has dimensional deviations too, and they depend heavily on material, thickness and geometry. If you know where they come from, you can dimension drawings so that parts fit without becoming needlessly expensive.</p>
<h2>General tolerances to ISO 2768-1</h2>
<p>For dimensions without an individual tolerance, drawings usually refer to ISO 2768-1. The standard sets permissible deviations in classes f (fine), m (medium), c (coarse) and v (very coarse). For laser-cut sheet metal parts, class <strong>m</strong> is a common and realistic benchmark; thin sheets often achieve f as well.</p>
<table>
<thead>
<tr><th>Nominal size</th><th>Class f</th><th>Class m</th><th>Class c</th></tr>
</thead>
<tbody>
<tr><td>over 3 to 6 mm</td><td>±0.05 mm</td><td>±0.1 mm</td><td>±0.3 mm</td></tr>
<tr><td>over 6 to 30 mm</td><td>±0.1 mm</td><td>±0.2 mm</td><td>±0.5 mm</td></tr>
<tr><td>over 30 to 120 mm</td><td>±0.15 mm</td><td>±0.3 mm</td><td>±0.8 mm</td></tr>
<tr><td>over 120 to 400 mm</td><td>±0.2 mm</td><td>±0.5 mm</td><td>±1.2 mm</td></tr>
<tr><td>over 400 to 1000 mm</td><td>±0.3 mm</td><td>±0.8 mm</td><td>±2 mm</td></tr>
<tr><td>over 1000 to 2000 mm</td><td>±0.5 mm</td><td>±1.2 mm</td><td>±3 mm</td></tr>
</tbody>
</table>
<h2>Cut quality to ISO 9013</h2>
<p>ISO 9013 is the standard written specifically for thermal cuts: laser, plasma and oxyfuel. It rates the cut face mainly by two values: the <em>perpendicularity or angularity tolerance</em> u, which describes how much the edge leans, and the <em>mean height of the profile</em> Rz5. Both are graded in ranges from very good to coarse. The standard also defines permissible deviations in two tolerance classes, depending on thickness and nominal size. Laser cuts in thin and medium sheets usually fall into the best ranges; as the thickness grows, the edge becomes rougher and more inclined.</p>
<h2>Kerf width</h2>
<p>The laser beam does not separate the sheet along a mathematical line; it melts out a narrow gap. With a fibre laser this kerf ranges from about 0.1 mm in thin sheets to well over 0.5 mm at 20 mm, depending on material and thickness. The machine compensates by guiding the beam half a kerf width beside the contour. So always draw the nominal size, never a size corrected for the kerf.</p>
<h2>Heat, distortion and inclined edges</h2>
<ul>
<li><strong>Heat-affected zone:</strong> the material along the edge is briefly heated to a high temperature. With a laser the zone is narrow, but it can change the hardness at the edge.</li>
<li><strong>Distortion:</strong> long, slender parts and parts with many cut-outs can distort slightly as rolling stresses are released and heat is introduced. Webs should not be narrower than the sheet thickness.</li>
<li><strong>Taper:</strong> in thick plate the cut edge is not exactly vertical. Dimensions at the top and bottom can differ by a few tenths of a millimetre, and holes become slightly conical.</li>
<li><strong>Oxide layer:</strong> mild steel is often cut with oxygen. The thin oxide layer on the edge should be removed before painting or powder coating. Stainless steel and aluminium are cut with nitrogen and have bright edges.</li>
</ul>
<h2>What is worth asking for</h2>
<ol>
<li>Refer to ISO 2768-m for most dimensions, and tolerance individually only the dimensions that matter for function.</li>
<li>Fits such as H7 and tap drill holes cannot be lasered directly. Plan a smaller hole and drill or ream it afterwards.</li>
<li>From about 10 mm thickness, allow for taper and state which side is decisive.</li>
<li>Holes smaller than the sheet thickness are hard to make accurately; see our article on <a href="/blog/mindestlochgroesse-nach-blechdicke">minimum hole size</a>.</li>
</ol>
<p>The <a href="/laserschnitt-rechner">laser cutting calculator</a> prices your DXF file instantly. How to prepare the file properly is explained in <a href="/blog/dxf-fuer-laserschneiden-vorbereiten">preparing DXF files for laser cutting</a>.</p>`,
    },
    pl: {
      title: 'Tolerancje w cięciu laserowym',
      excerpt:
        'Jak dokładny jest naprawdę detal wycięty laserem? Przegląd norm ISO 2768 i ISO 9013, szerokości szczeliny cięcia i wpływu ciepła oraz tego, jakich tolerancji warto wymagać.',
      metaDescription:
        'Tolerancje w cięciu laserowym: tolerancje ogólne wg ISO 2768, jakość cięcia wg ISO 9013, szerokość szczeliny i odkształcenia cieplne.',
      metaKeywords:
        'tolerancje cięcia laserowego, ISO 2768, ISO 9013, szerokość szczeliny cięcia, dokładność wymiarowa, strefa wpływu ciepła, detale z blachy',
      content: `<p>Cięcie laserowe uchodzi za bardzo dokładne i słusznie. Mimo to także detal wycięty laserem ma odchyłki wymiarowe, a te silnie zależą od materiału, grubości blachy i geometrii. Kto wie, skąd się biorą, potrafi tak zwymiarować rysunek, by części pasowały, a przy tym nie były niepotrzebnie drogie.</p>
<h2>Tolerancje ogólne według ISO 2768-1</h2>
<p>Dla wymiarów bez indywidualnej tolerancji rysunki zwykle powołują się na normę PN-EN ISO 2768-1. Określa ona odchyłki graniczne w klasach f (dokładna), m (średnio dokładna), c (zgrubna) i v (bardzo zgrubna). Dla detali z blachy ciętych laserem klasa <strong>m</strong> jest typowym i realnym punktem odniesienia; cienkie blachy często osiągają także klasę f.</p>
<table>
<thead>
<tr><th>Wymiar nominalny</th><th>Klasa f</th><th>Klasa m</th><th>Klasa c</th></tr>
</thead>
<tbody>
<tr><td>powyżej 3 do 6 mm</td><td>±0,05 mm</td><td>±0,1 mm</td><td>±0,3 mm</td></tr>
<tr><td>powyżej 6 do 30 mm</td><td>±0,1 mm</td><td>±0,2 mm</td><td>±0,5 mm</td></tr>
<tr><td>powyżej 30 do 120 mm</td><td>±0,15 mm</td><td>±0,3 mm</td><td>±0,8 mm</td></tr>
<tr><td>powyżej 120 do 400 mm</td><td>±0,2 mm</td><td>±0,5 mm</td><td>±1,2 mm</td></tr>
<tr><td>powyżej 400 do 1000 mm</td><td>±0,3 mm</td><td>±0,8 mm</td><td>±2 mm</td></tr>
<tr><td>powyżej 1000 do 2000 mm</td><td>±0,5 mm</td><td>±1,2 mm</td><td>±3 mm</td></tr>
</tbody>
</table>
<h2>Jakość cięcia według ISO 9013</h2>
<p>Norma PN-EN ISO 9013 dotyczy właśnie cięcia termicznego: laserowego, plazmowego i gazowego. Ocenia powierzchnię cięcia przede wszystkim na podstawie dwóch wielkości: <em>tolerancji prostopadłości lub nachylenia</em> u, czyli tego, jak bardzo krawędź jest pochylona, oraz <em>średniej wysokości profilu</em> Rz5. Obie dzieli się na zakresy, od bardzo dobrego do zgrubnego. Norma określa także odchyłki graniczne w dwóch klasach tolerancji, zależnie od grubości i wymiaru nominalnego. Cięcia laserowe w cienkich i średnich blachach mieszczą się zwykle w najlepszych zakresach; wraz z grubością krawędź staje się bardziej chropowata i pochylona.</p>
<h2>Szerokość szczeliny cięcia</h2>
<p>Wiązka lasera nie rozdziela blachy wzdłuż matematycznej linii, lecz wytapia wąską szczelinę. W laserze światłowodowym ma ona, zależnie od materiału i grubości, od ok. 0,1 mm w cienkich blachach do wyraźnie ponad 0,5 mm przy 20 mm. Maszyna kompensuje ją, prowadząc wiązkę o pół szerokości szczeliny obok konturu. Dlatego zawsze rysuj wymiar nominalny, nigdy wymiar skorygowany o szczelinę.</p>
<h2>Ciepło, odkształcenia i skośne krawędzie</h2>
<ul>
<li><strong>Strefa wpływu ciepła:</strong> materiał wzdłuż krawędzi jest na krótko silnie nagrzewany. Przy laserze strefa ta jest wąska, ale może zmienić twardość krawędzi.</li>
<li><strong>Odkształcenia:</strong> długie, wąskie detale i części z wieloma wycięciami mogą się lekko wypaczyć, gdy uwalniają się naprężenia z walcowania i dochodzi ciepło. Mostki nie powinny być węższe niż grubość blachy.</li>
<li><strong>Stożkowość:</strong> w grubych blachach krawędź cięcia nie jest idealnie pionowa. Wymiary na górze i na dole mogą różnić się o kilka dziesiątych milimetra, a otwory stają się lekko stożkowe.</li>
<li><strong>Warstwa tlenków:</strong> stal konstrukcyjną często tnie się tlenem. Cienką warstwę tlenków na krawędzi należy usunąć przed malowaniem lub malowaniem proszkowym. Stal nierdzewną i aluminium tnie się azotem, więc krawędzie są czyste i jasne.</li>
</ul>
<h2>Czego rozsądnie wymagać</h2>
<ol>
<li>Dla większości wymiarów powołaj się na ISO 2768-m, a indywidualnie toleruj tylko wymiary istotne dla funkcji.</li>
<li>Pasowań takich jak H7 ani otworów pod gwint nie da się wykonać bezpośrednio laserem. Przewidź mniejszy otwór, a potem go rozwierć albo wywierć na gotowo.</li>
<li>Od grubości ok. 10 mm licz się ze stożkowością i podaj, która strona jest decydująca.</li>
<li>Otwory mniejsze od grubości blachy trudno wykonać dokładnie; więcej w artykule o <a href="/blog/mindestlochgroesse-nach-blechdicke">minimalnej średnicy otworu</a>.</li>
</ol>
<p>W <a href="/laserschnitt-rechner">kalkulatorze cięcia laserowego</a> od razu otrzymasz cenę dla swojego pliku DXF. Jak poprawnie przygotować plik, opisujemy w artykule <a href="/blog/dxf-fuer-laserschneiden-vorbereiten">Jak przygotować plik DXF do cięcia laserowego</a>.</p>`,
    },
  },
};
