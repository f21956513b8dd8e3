import { contentLanguages, type ContentLanguage } from '@shop/contracts';

/** A seeded text in each of the shop's languages. */
export type Texts = Readonly<Record<ContentLanguage, string>>;

/** How each language writes a decimal: a comma in German and Polish ("2,6"), a dot in English. */
export function decimal(language: ContentLanguage, value: number): string {
  return language === 'en' ? String(value) : String(value).replace('.', ',');
}

/** One pattern per language; `n` writes a number the way that language does. */
type Pattern<A extends unknown[]> = Readonly<
  Record<ContentLanguage, (n: (value: number) => string, ...args: A) => string>
>;

/** Turns per-language patterns into one function giving the text in all three languages. */
export function texts<A extends unknown[]>(pattern: Pattern<A>): (...args: A) => Texts {
  return (...args) =>
    Object.fromEntries(
      contentLanguages.map((language) => [
        language,
        pattern[language]((value) => decimal(language, value), ...args),
      ]),
    ) as unknown as Texts;
}

/** A fixed text in the three languages. */
export const fixed = (de: string, en: string, pl: string): Texts => ({ de, en, pl });

/** The length clause every bar and profile description ends with. */
const length = { de: 'Länge', en: 'length', pl: 'długość' } as const;

export const roundBar = {
  name: texts<[number, string]>({
    de: (n, diameter, grade) => `Rundstahl Ø ${n(diameter)} mm ${grade}`,
    en: (n, diameter, grade) => `Round bar Ø ${n(diameter)} mm ${grade}`,
    pl: (n, diameter, grade) => `Pręt okrągły Ø ${n(diameter)} mm ${grade}`,
  }),
  description: texts<[boolean, string, number]>({
    de: (_, rolled, grade, mm) =>
      `${rolled ? 'Warmgewalzter Rundstahl nach EN 10060' : 'Blankstahl rund, gezogen oder geschält nach EN 10278'}, ${grade}, ${length.de} ${mm} mm.`,
    en: (_, rolled, grade, mm) =>
      `${rolled ? 'Hot-rolled round bar to EN 10060' : 'Bright round bar, drawn or peeled to EN 10278'}, ${grade}, ${length.en} ${mm} mm.`,
    pl: (_, rolled, grade, mm) =>
      `${rolled ? 'Pręt okrągły walcowany na gorąco wg EN 10060' : 'Pręt okrągły jasny, ciągniony lub łuszczony wg EN 10278'}, ${grade}, ${length.pl} ${mm} mm.`,
  }),
};

export const squareBar = {
  name: texts<[number, string]>({
    de: (n, side, grade) => `Vierkantstahl ${n(side)} × ${n(side)} mm ${grade}`,
    en: (n, side, grade) => `Square bar ${n(side)} × ${n(side)} mm ${grade}`,
    pl: (n, side, grade) => `Pręt kwadratowy ${n(side)} × ${n(side)} mm ${grade}`,
  }),
  description: texts<[boolean, string, number]>({
    de: (_, rolled, grade, mm) =>
      `${rolled ? 'Warmgewalzter Vierkantstahl nach EN 10059' : 'Blanker Vierkantstahl, gezogen nach EN 10278'}, ${grade}, ${length.de} ${mm} mm.`,
    en: (_, rolled, grade, mm) =>
      `${rolled ? 'Hot-rolled square bar to EN 10059' : 'Bright square bar, drawn to EN 10278'}, ${grade}, ${length.en} ${mm} mm.`,
    pl: (_, rolled, grade, mm) =>
      `${rolled ? 'Pręt kwadratowy walcowany na gorąco wg EN 10059' : 'Pręt kwadratowy jasny, ciągniony wg EN 10278'}, ${grade}, ${length.pl} ${mm} mm.`,
  }),
};

export const rebar = {
  name: texts<[number, number]>({
    de: (n, diameter, metres) => `Betonstahl BSt 500 S Ø ${n(diameter)} mm, ${n(metres)} m`,
    en: (n, diameter, metres) => `Rebar BSt 500 S Ø ${n(diameter)} mm, ${n(metres)} m`,
    pl: (n, diameter, metres) => `Pręt zbrojeniowy BSt 500 S Ø ${n(diameter)} mm, ${n(metres)} m`,
  }),
  description: texts<[number]>({
    de: (_, mm) => `Gerippter Betonstahl B500B nach DIN 488, Stablänge ${mm} mm.`,
    en: (_, mm) => `Ribbed reinforcing steel B500B to DIN 488, bar length ${mm} mm.`,
    pl: (_, mm) => `Żebrowana stal zbrojeniowa B500B wg DIN 488, długość pręta ${mm} mm.`,
  }),
};

export const mesh = {
  name: texts<[string]>({
    de: (_, type) => `Betonstahlmatte ${type} 6000 × 2300 mm`,
    en: (_, type) => `Reinforcing mesh ${type} 6000 × 2300 mm`,
    pl: (_, type) => `Siatka zbrojeniowa ${type} 6000 × 2300 mm`,
  }),
  description: texts<[string, number]>({
    de: (n, type, wire) =>
      `Lagermatte ${type} aus B500A, Stabdurchmesser ${n(wire)} mm, Maschenweite 150 × 150 mm, 6,00 × 2,30 m.`,
    en: (n, type, wire) =>
      `Stock mesh ${type} of B500A, wire diameter ${n(wire)} mm, mesh size 150 × 150 mm, 6.00 × 2.30 m.`,
    pl: (n, type, wire) =>
      `Siatka magazynowa ${type} z B500A, średnica pręta ${n(wire)} mm, oczko 150 × 150 mm, 6,00 × 2,30 m.`,
  }),
};

export const flatBar = {
  name: texts<[number, number, string]>({
    de: (n, width, thickness, grade) => `Flachstahl ${n(width)} × ${n(thickness)} mm ${grade}`,
    en: (n, width, thickness, grade) => `Flat bar ${n(width)} × ${n(thickness)} mm ${grade}`,
    pl: (n, width, thickness, grade) => `Płaskownik ${n(width)} × ${n(thickness)} mm ${grade}`,
  }),
  description: texts<[string, number]>({
    de: (_, grade, mm) => `Warmgewalzter Flachstahl nach EN 10058, ${grade}, Länge ${mm} mm.`,
    en: (_, grade, mm) => `Hot-rolled flat bar to EN 10058, ${grade}, length ${mm} mm.`,
    pl: (_, grade, mm) => `Płaskownik walcowany na gorąco wg EN 10058, ${grade}, długość ${mm} mm.`,
  }),
};

export const hexagonBar = {
  name: texts<[number, string]>({
    de: (n, size, grade) => `Sechskantstahl SW ${n(size)} mm ${grade}`,
    en: (n, size, grade) => `Hexagon bar AF ${n(size)} mm ${grade}`,
    pl: (n, size, grade) => `Pręt sześciokątny SW ${n(size)} mm ${grade}`,
  }),
  description: texts<[number, string, number]>({
    de: (n, size, grade, mm) =>
      `Sechskantstahl nach EN 10061, Schlüsselweite ${n(size)} mm, ${grade}, Länge ${mm} mm.`,
    en: (n, size, grade, mm) =>
      `Hexagon bar to EN 10061, ${n(size)} mm across flats, ${grade}, length ${mm} mm.`,
    pl: (n, size, grade, mm) =>
      `Pręt sześciokątny wg EN 10061, rozmiar pod klucz ${n(size)} mm, ${grade}, długość ${mm} mm.`,
  }),
};

export type HollowShape = 'Vierkantrohr' | 'Rechteckrohr';

export const hollowSection = {
  name: texts<[HollowShape, number, number, number]>({
    de: (n, shape, width, height, wall) =>
      `${shape} ${n(width)} × ${n(height)} × ${n(wall)} mm S235JRH`,
    en: (n, shape, width, height, wall) =>
      `${shape === 'Vierkantrohr' ? 'Square' : 'Rectangular'} hollow section ${n(width)} × ${n(height)} × ${n(wall)} mm S235JRH`,
    pl: (n, shape, width, height, wall) =>
      `Profil zamknięty ${shape === 'Vierkantrohr' ? 'kwadratowy' : 'prostokątny'} ${n(width)} × ${n(height)} × ${n(wall)} mm S235JRH`,
  }),
  description: texts<[number]>({
    de: (_, mm) =>
      `Kaltgefertigtes geschweißtes Hohlprofil nach EN 10219, S235JRH, Länge ${mm} mm.`,
    en: (_, mm) => `Cold-formed welded hollow section to EN 10219, S235JRH, length ${mm} mm.`,
    pl: (_, mm) =>
      `Spawany profil zamknięty formowany na zimno wg EN 10219, S235JRH, długość ${mm} mm.`,
  }),
};

export const roundTube = {
  name: texts<[number, number, string]>({
    de: (n, diameter, wall, grade) => `Rundrohr ${n(diameter)} × ${n(wall)} mm ${grade}`,
    en: (n, diameter, wall, grade) => `Round tube ${n(diameter)} × ${n(wall)} mm ${grade}`,
    pl: (n, diameter, wall, grade) => `Rura okrągła ${n(diameter)} × ${n(wall)} mm ${grade}`,
  }),
  description: texts<[boolean, string, number]>({
    de: (_, stainless, grade, mm) =>
      stainless
        ? `Geschweißtes Edelstahlrohr 1.4301 (AISI 304) nach EN 10217-7, Länge ${mm} mm.`
        : `Geschweißtes Konstruktionsrohr nach EN 10219, ${grade}, Länge ${mm} mm.`,
    en: (_, stainless, grade, mm) =>
      stainless
        ? `Welded stainless steel tube 1.4301 (AISI 304) to EN 10217-7, length ${mm} mm.`
        : `Welded structural tube to EN 10219, ${grade}, length ${mm} mm.`,
    pl: (_, stainless, grade, mm) =>
      stainless
        ? `Spawana rura nierdzewna 1.4301 (AISI 304) wg EN 10217-7, długość ${mm} mm.`
        : `Spawana rura konstrukcyjna wg EN 10219, ${grade}, długość ${mm} mm.`,
  }),
};
