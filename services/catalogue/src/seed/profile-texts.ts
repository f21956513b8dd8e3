import { fixed, texts, type Texts } from './product-texts.js';

/** Rolled beams keep their series as the name (IPE 200 S235JR); Polish says what they are. */
export const beam = {
  name: texts<[string, string, string]>({
    de: (_, series, size, grade) => `${series} ${size} ${grade}`,
    en: (_, series, size, grade) => `${series} ${size} ${grade}`,
    pl: (_, series, size, grade) => `Dwuteownik ${series} ${size} ${grade}`,
  }),
  description: texts<[string, string, string, string, number, number]>({
    de: (n, series, size, standard, grade, kg, mm) =>
      `${series} ${size} nach ${standard}, ${grade}, ${n(kg)} kg/m, Länge ${mm} mm.`,
    en: (n, series, size, standard, grade, kg, mm) =>
      `${series} ${size} beam to ${standard}, ${grade}, ${n(kg)} kg/m, length ${mm} mm.`,
    pl: (n, series, size, standard, grade, kg, mm) =>
      `Dwuteownik ${series} ${size} wg ${standard}, ${grade}, ${n(kg)} kg/m, długość ${mm} mm.`,
  }),
};

export const channel = {
  name: texts<[string, string]>({
    de: (_, series, size) => `${series} ${size} S235JR`,
    en: (_, series, size) => `${series} ${size} S235JR`,
    pl: (_, series, size) => `Ceownik ${series} ${size} S235JR`,
  }),
  description: texts<[string, string, string, number, number]>({
    de: (n, series, size, standard, kg, mm) =>
      `U-Stahl ${series} ${size} nach ${standard}, S235JR, ${n(kg)} kg/m, Länge ${mm} mm.`,
    en: (n, series, size, standard, kg, mm) =>
      `Channel ${series} ${size} to ${standard}, S235JR, ${n(kg)} kg/m, length ${mm} mm.`,
    pl: (n, series, size, standard, kg, mm) =>
      `Ceownik ${series} ${size} wg ${standard}, S235JR, ${n(kg)} kg/m, długość ${mm} mm.`,
  }),
};

export type AngleKind = 'gleichschenklig' | 'ungleichschenklig';

export const angle = {
  name: texts<[string]>({
    de: (_, size) => `Winkelstahl L ${size} mm S235JR`,
    en: (_, size) => `Angle L ${size} mm S235JR`,
    pl: (_, size) => `Kątownik L ${size} mm S235JR`,
  }),
  description: texts<[AngleKind, number, number]>({
    de: (n, kind, kg, mm) =>
      `Warmgewalzter ${kind}er Winkel nach EN 10056-1, S235JR, ${n(kg)} kg/m, Länge ${mm} mm.`,
    en: (n, kind, kg, mm) =>
      `Hot-rolled ${kind === 'gleichschenklig' ? 'equal' : 'unequal'} angle to EN 10056-1, S235JR, ${n(kg)} kg/m, length ${mm} mm.`,
    pl: (n, kind, kg, mm) =>
      `Kątownik ${kind === 'gleichschenklig' ? 'równoramienny' : 'nierównoramienny'} walcowany na gorąco wg EN 10056-1, S235JR, ${n(kg)} kg/m, długość ${mm} mm.`,
  }),
};

export const hotRolledTee = {
  name: texts<[string]>({
    de: (_, size) => `T-Stahl T ${size} S235JR`,
    en: (_, size) => `T-bar T ${size} S235JR`,
    pl: (_, size) => `Teownik T ${size} S235JR`,
  }),
  description: texts<[number, number]>({
    de: (n, kg, mm) =>
      `Warmgewalzter gleichschenkliger T-Stahl nach EN 10055, S235JR, ${n(kg)} kg/m, Länge ${mm} mm.`,
    en: (n, kg, mm) =>
      `Hot-rolled equal T-bar to EN 10055, S235JR, ${n(kg)} kg/m, length ${mm} mm.`,
    pl: (n, kg, mm) =>
      `Teownik równoramienny walcowany na gorąco wg EN 10055, S235JR, ${n(kg)} kg/m, długość ${mm} mm.`,
  }),
};

export const coldRolledTee = {
  name: texts<[number, number, number]>({
    de: (n, width, height, thickness) =>
      `T-Stahl scharfkantig ${n(width)} × ${n(height)} × ${n(thickness)} mm S235JR`,
    en: (n, width, height, thickness) =>
      `Sharp-edged T-bar ${n(width)} × ${n(height)} × ${n(thickness)} mm S235JR`,
    pl: (n, width, height, thickness) =>
      `Teownik ostrokrawędziowy ${n(width)} × ${n(height)} × ${n(thickness)} mm S235JR`,
  }),
  description: texts<[number]>({
    de: (_, mm) => `Scharfkantiger kaltgewalzter T-Stahl, S235JR, Länge ${mm} mm.`,
    en: (_, mm) => `Sharp-edged cold-rolled T-bar, S235JR, length ${mm} mm.`,
    pl: (_, mm) => `Teownik ostrokrawędziowy walcowany na zimno, S235JR, długość ${mm} mm.`,
  }),
};

/** What one sheet of each subcategory is called. */
export const sheetNames: Readonly<Record<string, Texts>> = {
  Schwarzbleche: fixed('Schwarzblech', 'Hot-rolled black sheet', 'Blacha czarna'),
  'Verzinkte Bleche': fixed('Stahlblech verzinkt', 'Galvanised steel sheet', 'Blacha ocynkowana'),
  Edelstahlbleche: fixed('Edelstahlblech', 'Stainless steel sheet', 'Blacha nierdzewna'),
  Lochbleche: fixed('Lochblech', 'Perforated sheet', 'Blacha perforowana'),
  Riffelbleche: fixed('Riffelblech', 'Tread plate', 'Blacha ryflowana'),
};

export const sheet = {
  name: texts<[Texts, number, number, number, string]>({
    de: (n, kind, thickness, width, length, grade) =>
      `${kind.de} ${n(thickness)} × ${n(width)} × ${n(length)} mm ${grade}`,
    en: (n, kind, thickness, width, length, grade) =>
      `${kind.en} ${n(thickness)} × ${n(width)} × ${n(length)} mm ${grade}`,
    pl: (n, kind, thickness, width, length, grade) =>
      `${kind.pl} ${n(thickness)} × ${n(width)} × ${n(length)} mm ${grade}`,
  }),
  description: texts<[Texts, string, number, number]>({
    de: (_, note, grade, width, length) => `${note.de}, ${grade}, Format ${width} × ${length} mm.`,
    en: (_, note, grade, width, length) => `${note.en}, ${grade}, format ${width} × ${length} mm.`,
    pl: (_, note, grade, width, length) => `${note.pl}, ${grade}, format ${width} × ${length} mm.`,
  }),
};

/** What the sheet descriptions say about each kind of sheet. */
export const sheetNotes = {
  hotRolled: fixed(
    'Warmgewalztes Stahlblech nach EN 10025-2, Toleranzen EN 10029',
    'Hot-rolled steel sheet to EN 10025-2, tolerances EN 10029',
    'Blacha stalowa walcowana na gorąco wg EN 10025-2, tolerancje EN 10029',
  ),
  galvanized: fixed(
    'Feuerverzinktes Feinblech nach EN 10346, Zinkauflage 275 g/m²',
    'Hot-dip galvanised thin sheet to EN 10346, zinc coating 275 g/m²',
    'Blacha cienka ocynkowana ogniowo wg EN 10346, powłoka cynkowa 275 g/m²',
  ),
  stainless: fixed(
    'Edelstahlblech 1.4301 (AISI 304), kaltgewalzt 2B bis 3 mm, darüber warmgewalzt 1D',
    'Stainless steel sheet 1.4301 (AISI 304), cold-rolled 2B up to 3 mm, hot-rolled 1D above',
    'Blacha nierdzewna 1.4301 (AISI 304), walcowana na zimno 2B do 3 mm, powyżej na gorąco 1D',
  ),
  stainlessLarge: fixed(
    'Edelstahlblech 1.4301 (AISI 304)',
    'Stainless steel sheet 1.4301 (AISI 304)',
    'Blacha nierdzewna 1.4301 (AISI 304)',
  ),
  perforated: fixed(
    'Lochblech Rv 5-8 (Rundloch 5 mm, Teilung 8 mm versetzt, 35 % freie Fläche)',
    'Perforated sheet Rv 5-8 (round holes 5 mm, staggered pitch 8 mm, 35 % open area)',
    'Blacha perforowana Rv 5-8 (otwory okrągłe 5 mm, podziałka 8 mm przestawna, 35 % prześwitu)',
  ),
  tread: fixed(
    'Tränenblech (Riffelblech) nach DIN 59220, Nenndicke ohne Riffel',
    'Teardrop tread plate to DIN 59220, nominal thickness without the pattern',
    'Blacha ryflowana (łezkowa) wg DIN 59220, grubość nominalna bez ryfla',
  ),
};
