import type { ArticleSeed } from './article-seed.js';

export const dxfPreparationArticle: ArticleSeed = {
  slug: 'dxf-fuer-laserschneiden-vorbereiten',
  createdAt: '2025-05-13T07:45:00.000Z',
  translations: {
    de: {
      title: 'DXF-Dateien für das Laserschneiden vorbereiten',
      excerpt:
        'Eine saubere DXF-Datei ist der schnellste Weg zum richtigen Preis und zum passenden Teil. Diese Checkliste zeigt, was vor dem Hochladen geprüft werden sollte.',
      metaDescription:
        'DXF für das Laserschneiden vorbereiten: geschlossene Konturen, Maßstab 1:1 in mm, keine doppelten Linien, Text in Konturen, ein Teil pro Datei.',
      metaKeywords:
        'DXF, DXF vorbereiten, Laserschneiden, CAD, geschlossene Kontur, doppelte Linien, Layer, Einheiten mm, Blechteil',
      content: `<p>Die Laserschneidanlage macht genau das, was in der Zeichnung steht. Jede offene Kontur, jede doppelte Linie und jede vergessene Bemaßung landet entweder als Fehler im Programm oder als unnötige Schnittlänge im Preis. Mit ein paar Minuten Vorbereitung im CAD-Programm vermeiden Sie Rückfragen und bekommen ein Angebot, das dem fertigen Teil entspricht.</p>
<h2>1. Maßstab 1:1 und Einheit Millimeter</h2>
<p>Zeichnen Sie das Teil in Originalgröße und speichern Sie die Datei mit der Einheit <strong>Millimeter</strong>. In der DXF-Datei steht die Einheit in der Kopfvariable <em>$INSUNITS</em>; der Wert 4 bedeutet Millimeter. Fehlt die Angabe oder ist die Zeichnung in Zoll angelegt, wird ein 100-mm-Teil schnell 2,54 m groß oder nur 4 mm klein. Ein kurzer Blick auf die Außenmaße im Rechner zeigt sofort, ob die Einheit stimmt.</p>
<h2>2. Geschlossene Konturen</h2>
<p>Der Laser schneidet Konturen: eine Außenkontur und beliebig viele Innenkonturen für Löcher und Ausschnitte. Jede davon muss geschlossen sein, Anfang und Ende müssen exakt aufeinandertreffen. Schon ein Spalt von einem Hundertstelmillimeter reicht, damit eine Kontur als offen gilt. Am sichersten verbinden Sie zusammengehörige Linien und Bögen zu einer geschlossenen Polylinie; die meisten CAD-Programme haben dafür einen Befehl wie „Verbinden“ oder „Join“.</p>
<h2>3. Keine doppelten oder überlappenden Linien</h2>
<p>Doppelte Linien entstehen beim Kopieren, beim Zusammenfügen mehrerer Zeichnungen oder beim Export aus 3D-Modellen. Auf dem Bildschirm sind sie unsichtbar, für die Maschine bedeuten sie: dieselbe Strecke zweimal schneiden. Das kostet Zeit, verschlechtert die Kante und erhöht den Preis, weil die Schnittlänge doppelt zählt. Nutzen Sie die Funktion zum Bereinigen von Überlagerungen (in vielen Programmen „Overkill“) vor dem Export.</p>
<h2>4. Text umwandeln oder entfernen</h2>
<p>Textobjekte sind für die Maschine keine Geometrie. Soll eine Beschriftung geschnitten werden, wandeln Sie den Text in Konturen um und prüfen Sie, ob die Buchstaben nicht zu klein werden: Strichstärken unter der Blechdicke sind kaum sauber zu schneiden. Bei Buchstaben wie O, A oder B fallen die Innenflächen heraus, wenn Sie keine Stege vorsehen. Alle übrigen Texte wie Teilenummern oder Hinweise gehören nicht in die Schneiddatei.</p>
<h2>5. Ein Teil pro Datei</h2>
<p>Legen Sie für jedes Teil eine eigene Datei an und geben Sie die Stückzahl bei der Bestellung an. Mehrere Teile in einer Datei lassen sich nicht eindeutig zuordnen und verfälschen die Berechnung von Fläche und Materialverbrauch. Die Verschachtelung auf der Tafel übernehmen wir.</p>
<h2>6. Layer und Zeichnungsinhalt aufräumen</h2>
<ul>
<li>Löschen Sie Bemaßungen, Mittellinien, Schraffuren, Rahmen und Schriftfeld oder legen Sie sie auf einen eigenen Layer, den Sie vor dem Export ausblenden und entfernen.</li>
<li>Ein Layer für die Schnittkonturen genügt. Biegelinien oder Gravuren gehören auf einen eigenen, klar benannten Layer.</li>
<li>Blöcke auflösen, damit alle Konturen als einfache Geometrie vorliegen.</li>
<li>Splines und Ellipsen nach Möglichkeit in Bögen oder Polylinien umwandeln. Linien, Bögen, Kreise und Polylinien werden von jedem System zuverlässig gelesen.</li>
</ul>
<h2>7. Fertigungsgerecht konstruieren</h2>
<p>Bohrungen und Stege dürfen nicht beliebig klein werden. Als Faustregel sollte der Lochdurchmesser mindestens der Blechdicke entsprechen. Mehr dazu lesen Sie im Artikel zur <a href="/blog/mindestlochgroesse-nach-blechdicke">Mindestlochgröße nach Blechdicke</a>. Zeichnen Sie immer das Nennmaß; den Ausgleich der Schnittbreite berechnet die Maschine selbst.</p>
<h2>Prüfen und hochladen</h2>
<p>Im <a href="/laserschnitt-rechner">Laserschnitt-Rechner</a> laden Sie die DXF-Datei hoch, sehen das Teil und erhalten den Preis aus Schnittlänge, Anzahl der Einstiche und Fläche. Offene Konturen, nicht unterstützte Elemente, fehlende Einheiten und Text werden dort direkt angezeigt. Einfache Teile wie Rechtecke, Scheiben und Ringe mit Lochbild können Sie auch ohne CAD im <a href="/konfigurator">Konfigurator</a> entwerfen und als DXF herunterladen.</p>`,
    },
    en: {
      title: 'Preparing DXF files for laser cutting',
      excerpt:
        'A clean DXF file is the quickest route to the right price and the right part. This checklist shows what to check before you upload.',
      metaDescription:
        'Preparing a DXF for laser cutting: closed contours, 1:1 scale in mm, no duplicate lines, text as outlines, one part per file, tidy layers.',
      metaKeywords:
        'DXF, DXF preparation, laser cutting, CAD, closed contour, duplicate lines, layers, millimetre units, sheet metal part',
      content: `<p>A laser cutting machine does exactly what the drawing says. Every open contour, every duplicate line and every forgotten dimension ends up either as an error in the program or as extra cutting length in the price. A few minutes of preparation in your CAD software saves queries and gets you a quote that matches the finished part.</p>
<h2>1. Full scale, in millimetres</h2>
<p>Draw the part at its real size and save the file with <strong>millimetres</strong> as the unit. In a DXF file the unit is stored in the header variable <em>$INSUNITS</em>; a value of 4 means millimetres. If it is missing, or the drawing was made in inches, a 100 mm part can easily become 2.54 m long or only 4 mm small. A quick look at the overall dimensions in the calculator shows at once whether the unit is right.</p>
<h2>2. Closed contours</h2>
<p>The laser cuts contours: one outer contour and any number of inner contours for holes and cut-outs. Each must be closed, with start and end meeting exactly. A gap of a hundredth of a millimetre is enough for a contour to count as open. The safest approach is to join lines and arcs that belong together into one closed polyline; most CAD programs have a command such as "Join" for this.</p>
<h2>3. No duplicate or overlapping lines</h2>
<p>Duplicate lines appear when copying, when merging several drawings or when exporting from 3D models. They are invisible on screen, but to the machine they mean cutting the same path twice. That costs time, spoils the edge and raises the price, because the cutting length is counted twice. Use your program's clean-up function for overlaps (often called "Overkill") before exporting.</p>
<h2>4. Convert or remove text</h2>
<p>Text objects are not geometry to the machine. If lettering is to be cut, convert the text to outlines and check that the characters are not too small: strokes thinner than the sheet thickness are hard to cut cleanly. In letters such as O, A or B the inner areas fall out unless you add bridges. Any other text, such as part numbers or notes, does not belong in the cutting file.</p>
<h2>5. One part per file</h2>
<p>Create a separate file for each part and enter the quantity when you order. Several parts in one file cannot be assigned clearly and distort the calculation of area and material use. We take care of nesting the parts on the sheet.</p>
<h2>6. Tidy up layers and content</h2>
<ul>
<li>Delete dimensions, centre lines, hatching, frames and title blocks, or put them on a separate layer that you hide and remove before exporting.</li>
<li>One layer for the cutting contours is enough. Bend lines or engravings belong on their own, clearly named layer.</li>
<li>Explode blocks so that all contours are plain geometry.</li>
<li>Where possible, convert splines and ellipses into arcs or polylines. Lines, arcs, circles and polylines are read reliably by every system.</li>
</ul>
<h2>7. Design for manufacturing</h2>
<p>Holes and webs cannot be made arbitrarily small. As a rule of thumb, the hole diameter should be at least the sheet thickness; read more in our article on <a href="/blog/mindestlochgroesse-nach-blechdicke">minimum hole size by sheet thickness</a>. Always draw the nominal size; the machine compensates for the kerf width itself.</p>
<h2>Check and upload</h2>
<p>In the <a href="/laserschnitt-rechner">laser cutting calculator</a> you upload the DXF file, see the part and get a price from the cutting length, number of pierces and area. Open contours, unsupported entities, missing units and text are reported right there. Simple parts such as rectangles, discs and rings with a hole pattern can also be designed without CAD in the <a href="/konfigurator">configurator</a> and downloaded as DXF.</p>`,
    },
    pl: {
      title: 'Jak przygotować plik DXF do cięcia laserowego',
      excerpt:
        'Czysty plik DXF to najkrótsza droga do właściwej ceny i dobrego detalu. Ta lista kontrolna pokazuje, co sprawdzić przed wysłaniem pliku.',
      metaDescription:
        'Plik DXF do cięcia laserowego: zamknięte kontury, skala 1:1 w mm, bez zdublowanych linii, tekst zamieniony na kontury, jeden detal w pliku.',
      metaKeywords:
        'DXF, przygotowanie DXF, cięcie laserowe, CAD, zamknięty kontur, zdublowane linie, warstwy, jednostki mm, detal z blachy',
      content: `<p>Wycinarka laserowa robi dokładnie to, co jest na rysunku. Każdy otwarty kontur, każda zdublowana linia i każdy zapomniany wymiar kończy jako błąd w programie albo jako dodatkowa długość cięcia w cenie. Kilka minut przygotowania w programie CAD oszczędza pytań i daje wycenę zgodną z gotowym detalem.</p>
<h2>1. Skala 1:1 i jednostka milimetr</h2>
<p>Rysuj detal w rzeczywistej wielkości i zapisuj plik z jednostką <strong>milimetr</strong>. W pliku DXF jednostka jest zapisana w zmiennej nagłówka <em>$INSUNITS</em>; wartość 4 oznacza milimetry. Jeśli jej brakuje albo rysunek powstał w calach, detal o długości 100 mm łatwo zamienia się w 2,54 m albo w zaledwie 4 mm. Krótki rzut oka na wymiary gabarytowe w kalkulatorze od razu pokazuje, czy jednostka się zgadza.</p>
<h2>2. Zamknięte kontury</h2>
<p>Laser wycina kontury: jeden zewnętrzny i dowolną liczbę wewnętrznych dla otworów i wycięć. Każdy z nich musi być zamknięty, a początek i koniec muszą się dokładnie spotykać. Wystarczy szczelina jednej setnej milimetra, by kontur został uznany za otwarty. Najpewniej jest połączyć należące do siebie linie i łuki w jedną zamkniętą polilinię; większość programów CAD ma do tego polecenie w rodzaju „Połącz” lub „Join”.</p>
<h2>3. Bez zdublowanych i nakładających się linii</h2>
<p>Zdublowane linie powstają przy kopiowaniu, łączeniu kilku rysunków albo eksporcie z modeli 3D. Na ekranie ich nie widać, ale dla maszyny oznaczają dwukrotne cięcie tej samej drogi. To kosztuje czas, pogarsza krawędź i podnosi cenę, bo długość cięcia liczy się podwójnie. Przed eksportem użyj funkcji usuwania nakładających się obiektów (w wielu programach „Overkill”).</p>
<h2>4. Tekst zamień na kontury albo usuń</h2>
<p>Obiekty tekstowe nie są dla maszyny geometrią. Jeśli napis ma zostać wycięty, zamień tekst na kontury i sprawdź, czy znaki nie są zbyt małe: kreski cieńsze niż grubość blachy trudno wyciąć czysto. W literach takich jak O, A czy B środki wypadną, jeśli nie przewidzisz mostków. Pozostałe teksty, na przykład numery części czy uwagi, nie powinny trafiać do pliku do cięcia.</p>
<h2>5. Jeden detal w jednym pliku</h2>
<p>Każdy detal zapisz w osobnym pliku, a liczbę sztuk podaj przy zamówieniu. Kilku detali w jednym pliku nie da się jednoznacznie przypisać, a do tego zafałszowują one obliczenie powierzchni i zużycia materiału. Rozmieszczeniem detali na arkuszu zajmujemy się my.</p>
<h2>6. Uporządkuj warstwy i zawartość rysunku</h2>
<ul>
<li>Usuń wymiary, osie, kreskowania, ramki i tabelkę rysunkową albo przenieś je na osobną warstwę, którą przed eksportem ukryjesz i usuniesz.</li>
<li>Na kontury do cięcia wystarczy jedna warstwa. Linie gięcia lub grawerunki umieść na osobnej, jasno nazwanej warstwie.</li>
<li>Rozbij bloki, aby wszystkie kontury były zwykłą geometrią.</li>
<li>Splajny i elipsy w miarę możliwości zamień na łuki lub polilinie. Linie, łuki, okręgi i polilinie każdy system odczytuje bez problemu.</li>
</ul>
<h2>7. Projektuj z myślą o wykonaniu</h2>
<p>Otwory i mostki nie mogą być dowolnie małe. Zgodnie z praktyczną zasadą średnica otworu powinna być co najmniej równa grubości blachy; więcej na ten temat w artykule o <a href="/blog/mindestlochgroesse-nach-blechdicke">minimalnej średnicy otworu w zależności od grubości blachy</a>. Zawsze rysuj wymiar nominalny; szerokość szczeliny cięcia maszyna kompensuje sama.</p>
<h2>Sprawdź i wyślij</h2>
<p>W <a href="/laserschnitt-rechner">kalkulatorze cięcia laserowego</a> wczytasz plik DXF, zobaczysz detal i otrzymasz cenę obliczoną z długości cięcia, liczby przebić i powierzchni. Otwarte kontury, nieobsługiwane elementy, brak jednostek i tekst są tam od razu pokazywane. Proste detale, takie jak prostokąty, tarcze i pierścienie z układem otworów, zaprojektujesz bez CAD w <a href="/konfigurator">konfiguratorze</a> i pobierzesz jako DXF.</p>`,
    },
  },
};
