import {
  type Category,
  type Product,
  type ProductDimension,
  type ProductSaveBody,
} from '@shop/contracts';

// Examples of the API description, as the catalogue's start-up data has them.

export const sheetCategoryExample: Category = {
  slug: 'bleche',
  name: 'Bleche',
  description:
    'Stahlbleche in Standardformaten: warmgewalzte Schwarzbleche, feuerverzinkte Bleche, ' +
    'Edelstahl-, Loch- und Riffelbleche.',
  image: 'sheet',
  subcategories: [
    'Schwarzbleche',
    'Verzinkte Bleche',
    'Edelstahlbleche',
    'Lochbleche',
    'Riffelbleche',
  ],
  subcategoryLabels: {
    Schwarzbleche: 'Schwarzbleche',
    'Verzinkte Bleche': 'Verzinkte Bleche',
    Edelstahlbleche: 'Edelstahlbleche',
    Lochbleche: 'Lochbleche',
    Riffelbleche: 'Riffelbleche',
  },
  productType: 'blacha',
  productCount: 90,
};

export const flatBarCategoryExample: Category = {
  slug: 'flachstahl',
  name: 'Flachstahl',
  description:
    'Warmgewalzter Flachstahl nach EN 10058 in S235JR und S355J2 – vielseitig für Laschen, ' +
    'Rahmen und Verstärkungen.',
  image: 'flat-bar',
  subcategories: ['Flachstahl S235JR', 'Flachstahl S355J2'],
  productType: 'flachstahl',
  productCount: 48,
};

/** A 2 mm S235JR sheet of 1000 × 2000 mm; a sheet's length is its `height`. */
export const sheetProductExample: Product = {
  id: 447,
  name: 'Schwarzblech 2 × 1000 × 2000 mm S235JR',
  category: 'bleche',
  subcategory: 'Schwarzbleche',
  material: 'S235',
  productType: 'blacha',
  description:
    'Warmgewalztes Stahlblech nach EN 10025-2, Toleranzen EN 10029, S235JR, Format 1000 × 2000 mm.',
  unit: 'Stück',
  inStock: true,
  sku: 'BL-SCH-2-1000x2000-S235JR',
  price: '34.23',
  pricePerTon: '1090.00',
  weightPerPiece: '31.400',
  thickness: '2.00',
  width: '1000.00',
  height: '2000.00',
};

/** The admin read of the same sheet: German texts with their English and Polish ones. */
export const sheetStoredProductExample: Product = {
  ...sheetProductExample,
  nameEn: 'Hot-rolled black sheet 2 × 1000 × 2000 mm S235JR',
  namePl: 'Blacha czarna 2 × 1000 × 2000 mm S235JR',
  descriptionEn:
    'Hot-rolled steel sheet to EN 10025-2, tolerances EN 10029, S235JR, format 1000 × 2000 mm.',
  descriptionPl:
    'Blacha stalowa walcowana na gorąco wg EN 10025-2, tolerancje EN 10029, S235JR, format 1000 × 2000 mm.',
};

/** The admin form's save of a sheet: the price per piece follows from price per tonne and weight. */
export const sheetProductSaveExample: ProductSaveBody = {
  name: 'Schwarzblech 2 × 1000 × 2000 mm S235JR',
  nameEn: 'Hot-rolled black sheet 2 × 1000 × 2000 mm S235JR',
  namePl: 'Blacha czarna 2 × 1000 × 2000 mm S235JR',
  category: 'bleche',
  subcategory: 'Schwarzbleche',
  material: 'S235',
  description:
    'Warmgewalztes Stahlblech nach EN 10025-2, Toleranzen EN 10029, S235JR, Format 1000 × 2000 mm.',
  inStock: true,
  sku: 'BL-SCH-2-1000x2000-S235JR',
  pricePerTon: 1090,
  weightPerPiece: 31.4,
  thickness: 2,
  width: 1000,
  height: 2000,
};

export const sheetDimensionExample: ProductDimension = {
  id: 7,
  category: 'bleche',
  thickness: 2,
  width: 1000,
  length: 2000,
};
