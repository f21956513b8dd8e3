import {
  defaultProductTypes,
  slugify,
  type CategoryImage,
  type CategorySlug,
  type ProductType,
} from '@shop/contracts';
import { fixed as t, type Texts } from './product-texts.js';

/** A subcategory's English and Polish label; its German label is the stored value itself. */
export interface SubcategoryLabel {
  en: string;
  pl: string;
}

export interface SeedCategory {
  slug: CategorySlug;
  /** German; the slug comes from it. */
  name: string;
  nameEn: string;
  namePl: string;
  description: string;
  descriptionEn: string;
  descriptionPl: string;
  image: CategoryImage;
  /** The German values products carry. */
  subcategories: string[];
  /** English and Polish label of each subcategory value. */
  subcategoryLabels: Record<string, SubcategoryLabel>;
  productType: ProductType;
}

const category = (
  name: Texts,
  image: CategoryImage,
  subcategories: Texts[],
  description: Texts,
): SeedCategory => {
  const slug = slugify(name.de) as CategorySlug;
  return {
    slug,
    name: name.de,
    nameEn: name.en,
    namePl: name.pl,
    description: description.de,
    descriptionEn: description.en,
    descriptionPl: description.pl,
    image,
    subcategories: subcategories.map((label) => label.de),
    subcategoryLabels: Object.fromEntries(
      subcategories.map((label) => [label.de, { en: label.en, pl: label.pl }]),
    ),
    productType: defaultProductTypes[slug],
  };
};

const drawnOrPeeled = t('gezogen oder geschält', 'drawn or peeled', 'ciągniony lub łuszczony');

/** The twelve categories in shop order; slugs come from `slugify` of the German name. */
export const seedCategories: readonly SeedCategory[] = [
  category(
    t('Vierkantstäbe', 'Square bars', 'Pręty kwadratowe'),
    'square-bar',
    [
      drawnOrPeeled,
      // Square bars carry the hot-rolled subcategory under this name too.
      t('Rundstahl warmgewalzt', 'hot-rolled', 'walcowany na gorąco'),
    ],
    t(
      'Vierkantstahl warmgewalzt nach EN 10059 und blank gezogen nach EN 10278 – für Konstruktionen, Geländer und den Maschinenbau.',
      'Square bars hot-rolled to EN 10059 and bright drawn to EN 10278 – for structures, railings and mechanical engineering.',
      'Pręty kwadratowe walcowane na gorąco wg EN 10059 i ciągnione na jasno wg EN 10278 – do konstrukcji, balustrad i budowy maszyn.',
    ),
  ),
  category(
    t('Rundstäbe', 'Round bars', 'Pręty okrągłe'),
    'round-bar',
    [
      drawnOrPeeled,
      t('Rundstahl warmgewalzt', 'Hot-rolled round bar', 'Pręt okrągły walcowany na gorąco'),
    ],
    t(
      'Rundstahl von 3 bis 100 mm Durchmesser: warmgewalzt nach EN 10060, blank gezogen oder geschält in S235, C45, 42CrMo4 und Edelstahl.',
      'Round bars from 3 to 100 mm diameter: hot-rolled to EN 10060, bright drawn or peeled in S235, C45, 42CrMo4 and stainless steel.',
      'Pręty okrągłe o średnicy od 3 do 100 mm: walcowane na gorąco wg EN 10060, ciągnione lub łuszczone w gatunkach S235, C45, 42CrMo4 i ze stali nierdzewnej.',
    ),
  ),
  category(
    t('Betonstahl (Rippenstahl)', 'Reinforcing steel (rebar)', 'Stal zbrojeniowa (żebrowana)'),
    'rebar',
    [
      t('Betonstahl BSt 500 S', 'Rebar BSt 500 S', 'Pręty zbrojeniowe BSt 500 S'),
      t('Betonstahlmatten', 'Reinforcing mesh', 'Siatki zbrojeniowe'),
    ],
    t(
      'Gerippter Betonstahl B500B (BSt 500 S) nach DIN 488 in 6 und 12 m Länge sowie Lagermatten für den Stahlbetonbau.',
      'Ribbed reinforcing steel B500B (BSt 500 S) to DIN 488 in 6 and 12 m lengths, plus stock meshes for reinforced concrete.',
      'Żebrowana stal zbrojeniowa B500B (BSt 500 S) wg DIN 488 w długościach 6 i 12 m oraz siatki magazynowe do konstrukcji żelbetowych.',
    ),
  ),
  category(
    t('Flachstahl', 'Flat bars', 'Płaskowniki'),
    'flat-bar',
    [
      t('Flachstahl S235JR', 'Flat bar S235JR', 'Płaskownik S235JR'),
      t('Flachstahl S355J2', 'Flat bar S355J2', 'Płaskownik S355J2'),
    ],
    t(
      'Warmgewalzter Flachstahl nach EN 10058 in S235JR und S355J2 – vielseitig für Laschen, Rahmen und Verstärkungen.',
      'Hot-rolled flat bars to EN 10058 in S235JR and S355J2 – versatile for straps, frames and reinforcements.',
      'Płaskowniki walcowane na gorąco wg EN 10058 w gatunkach S235JR i S355J2 – uniwersalne do nakładek, ram i wzmocnień.',
    ),
  ),
  category(
    t('Sechskantstäbe', 'Hexagon bars', 'Pręty sześciokątne'),
    'hexagon-bar',
    [
      t('Sechskantstahl S235JR', 'Hexagon bar S235JR', 'Pręt sześciokątny S235JR'),
      t('Sechskantstahl C45', 'Hexagon bar C45', 'Pręt sześciokątny C45'),
    ],
    t(
      'Sechskantstahl nach EN 10061 in S235JR und C45, ideal für Drehteile, Muttern und Verbindungselemente.',
      'Hexagon bars to EN 10061 in S235JR and C45, ideal for turned parts, nuts and fasteners.',
      'Pręty sześciokątne wg EN 10061 w gatunkach S235JR i C45, idealne na detale toczone, nakrętki i elementy złączne.',
    ),
  ),
  category(
    t('Hohlprofile', 'Hollow sections', 'Profile zamknięte'),
    'hollow-section',
    [
      t('Vierkantrohr', 'Square hollow section', 'Profil kwadratowy'),
      t('Rechteckrohr', 'Rectangular hollow section', 'Profil prostokątny'),
    ],
    t(
      'Quadratische und rechteckige Hohlprofile nach EN 10219 aus S235JRH für Stahlbau, Gestelle und Zäune.',
      'Square and rectangular hollow sections to EN 10219 in S235JRH for steel construction, racks and fences.',
      'Kwadratowe i prostokątne profile zamknięte wg EN 10219 ze stali S235JRH do konstrukcji stalowych, stelaży i ogrodzeń.',
    ),
  ),
  category(
    t('Rohre', 'Tubes', 'Rury'),
    'round-tube',
    [
      t('Rundrohre S235JR', 'Round tubes S235JR', 'Rury okrągłe S235JR'),
      t('Rundrohre S355J2', 'Round tubes S355J2', 'Rury okrągłe S355J2'),
      t('Rundrohre Edelstahl', 'Stainless steel round tubes', 'Rury okrągłe nierdzewne'),
    ],
    t(
      'Rundrohre nach EN 10219 in S235JR und S355J2 sowie geschweißte Edelstahlrohre 1.4301 für Geländer und Anlagenbau.',
      'Round tubes to EN 10219 in S235JR and S355J2, plus welded stainless steel tubes 1.4301 for railings and plant construction.',
      'Rury okrągłe wg EN 10219 w gatunkach S235JR i S355J2 oraz spawane rury nierdzewne 1.4301 do balustrad i budowy instalacji.',
    ),
  ),
  category(
    t('Winkelprofile', 'Angles', 'Kątowniki'),
    'angle',
    [
      t('gleichschenklig', 'equal', 'równoramienne'),
      t('ungleichschenklig', 'unequal', 'nierównoramienne'),
    ],
    t(
      'Gleichschenklige und ungleichschenklige Winkelprofile nach EN 10056 aus S235JR.',
      'Equal and unequal angles to EN 10056 in S235JR.',
      'Kątowniki równoramienne i nierównoramienne wg EN 10056 ze stali S235JR.',
    ),
  ),
  category(
    t('U-Profile', 'Channels', 'Ceowniki'),
    'channel',
    [t('UPN', 'UPN', 'UPN'), t('UPE', 'UPE', 'UPE')],
    t(
      'U-Stahl UPN mit geneigten und UPE mit parallelen Flanschinnenflächen nach EN 10279 und DIN 1026.',
      'UPN channels with tapered and UPE channels with parallel inner flange faces to EN 10279 and DIN 1026.',
      'Ceowniki UPN o pochylonych i UPE o równoległych wewnętrznych powierzchniach półek wg EN 10279 i DIN 1026.',
    ),
  ),
  category(
    t('I-Träger', 'I-beams', 'Dwuteowniki'),
    'i-beam',
    [
      t('IPE', 'IPE', 'IPE'),
      t('HEA', 'HEA', 'HEA'),
      t('HEB', 'HEB', 'HEB'),
      t('IPN', 'IPN', 'IPN'),
    ],
    t(
      'Doppel-T-Träger IPE, Breitflanschträger HEA und HEB sowie schmale I-Träger IPN für den Stahlbau.',
      'IPE I-beams, HEA and HEB wide-flange beams and narrow IPN I-beams for steel construction.',
      'Dwuteowniki IPE, dwuteowniki szerokostopowe HEA i HEB oraz wąskie dwuteowniki IPN do konstrukcji stalowych.',
    ),
  ),
  category(
    t('T-Profile', 'T-sections', 'Teowniki'),
    't-section',
    [
      t('warmgewalzt', 'hot-rolled', 'walcowane na gorąco'),
      t('kaltgewalzt', 'cold-rolled', 'walcowane na zimno'),
    ],
    t(
      'T-Stahl warmgewalzt nach EN 10055 und scharfkantig kaltgewalzt für Rahmen, Fenster und Halterungen.',
      'T-bars hot-rolled to EN 10055 and sharp-edged cold-rolled for frames, windows and brackets.',
      'Teowniki walcowane na gorąco wg EN 10055 i ostrokrawędziowe walcowane na zimno do ram, okien i uchwytów.',
    ),
  ),
  category(
    t('Bleche', 'Sheets', 'Blachy'),
    'sheet',
    [
      t('Schwarzbleche', 'Hot-rolled black sheets', 'Blachy czarne'),
      t('Verzinkte Bleche', 'Galvanised sheets', 'Blachy ocynkowane'),
      t('Edelstahlbleche', 'Stainless steel sheets', 'Blachy nierdzewne'),
      t('Lochbleche', 'Perforated sheets', 'Blachy perforowane'),
      t('Riffelbleche', 'Tread plates', 'Blachy ryflowane'),
    ],
    t(
      'Stahlbleche in Standardformaten: warmgewalzte Schwarzbleche, feuerverzinkte Bleche, Edelstahl-, Loch- und Riffelbleche.',
      'Steel sheets in standard formats: hot-rolled black sheets, hot-dip galvanised sheets, stainless, perforated and tread plates.',
      'Blachy stalowe w formatach standardowych: czarne walcowane na gorąco, ocynkowane ogniowo, nierdzewne, perforowane i ryflowane.',
    ),
  ),
];
