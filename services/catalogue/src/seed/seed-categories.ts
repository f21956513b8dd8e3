import {
  defaultProductTypes,
  slugify,
  type CategoryImage,
  type CategorySlug,
  type ProductType,
} from '@shop/contracts';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  image: CategoryImage;
  subcategories: string[];
  productType: ProductType;
}

const category = (
  name: string,
  image: CategoryImage,
  subcategories: string[],
  description: string,
): SeedCategory => {
  const slug = slugify(name) as CategorySlug;
  return { slug, name, description, image, subcategories, productType: defaultProductTypes[slug] };
};

/** The twelve categories in shop order; slugs come from `slugify` of the name. */
export const seedCategories: readonly SeedCategory[] = [
  category(
    'Vierkantstäbe',
    'square-bar',
    ['gezogen oder geschält', 'Rundstahl warmgewalzt'],
    'Vierkantstahl warmgewalzt nach EN 10059 und blank gezogen nach EN 10278 – für Konstruktionen, Geländer und den Maschinenbau.',
  ),
  category(
    'Rundstäbe',
    'round-bar',
    ['gezogen oder geschält', 'Rundstahl warmgewalzt'],
    'Rundstahl von 3 bis 100 mm Durchmesser: warmgewalzt nach EN 10060, blank gezogen oder geschält in S235, C45, 42CrMo4 und Edelstahl.',
  ),
  category(
    'Betonstahl (Rippenstahl)',
    'rebar',
    ['Betonstahl BSt 500 S', 'Betonstahlmatten'],
    'Gerippter Betonstahl B500B (BSt 500 S) nach DIN 488 in 6 und 12 m Länge sowie Lagermatten für den Stahlbetonbau.',
  ),
  category(
    'Flachstahl',
    'flat-bar',
    ['Flachstahl S235JR', 'Flachstahl S355J2'],
    'Warmgewalzter Flachstahl nach EN 10058 in S235JR und S355J2 – vielseitig für Laschen, Rahmen und Verstärkungen.',
  ),
  category(
    'Sechskantstäbe',
    'hexagon-bar',
    ['Sechskantstahl S235JR', 'Sechskantstahl C45'],
    'Sechskantstahl nach EN 10061 in S235JR und C45, ideal für Drehteile, Muttern und Verbindungselemente.',
  ),
  category(
    'Hohlprofile',
    'hollow-section',
    ['Vierkantrohr', 'Rechteckrohr'],
    'Quadratische und rechteckige Hohlprofile nach EN 10219 aus S235JRH für Stahlbau, Gestelle und Zäune.',
  ),
  category(
    'Rohre',
    'round-tube',
    ['Rundrohre S235JR', 'Rundrohre S355J2', 'Rundrohre Edelstahl'],
    'Rundrohre nach EN 10219 in S235JR und S355J2 sowie geschweißte Edelstahlrohre 1.4301 für Geländer und Anlagenbau.',
  ),
  category(
    'Winkelprofile',
    'angle',
    ['gleichschenklig', 'ungleichschenklig'],
    'Gleichschenklige und ungleichschenklige Winkelprofile nach EN 10056 aus S235JR.',
  ),
  category(
    'U-Profile',
    'channel',
    ['UPN', 'UPE'],
    'U-Stahl UPN mit geneigten und UPE mit parallelen Flanschinnenflächen nach EN 10279 und DIN 1026.',
  ),
  category(
    'I-Träger',
    'i-beam',
    ['IPE', 'HEA', 'HEB', 'IPN'],
    'Doppel-T-Träger IPE, Breitflanschträger HEA und HEB sowie schmale I-Träger IPN für den Stahlbau.',
  ),
  category(
    'T-Profile',
    't-section',
    ['warmgewalzt', 'kaltgewalzt'],
    'T-Stahl warmgewalzt nach EN 10055 und scharfkantig kaltgewalzt für Rahmen, Fenster und Halterungen.',
  ),
  category(
    'Bleche',
    'sheet',
    ['Schwarzbleche', 'Verzinkte Bleche', 'Edelstahlbleche', 'Lochbleche', 'Riffelbleche'],
    'Stahlbleche in Standardformaten: warmgewalzte Schwarzbleche, feuerverzinkte Bleche, Edelstahl-, Loch- und Riffelbleche.',
  ),
];
