import { DEFAULT_HOLE_COST_EUR } from '@shop/shop-rules';

/**
 * Start-up data of a fresh pricing schema: 2026 EU list prices for laser-cut sheet. Steel is the
 * cheapest, aluminium in the middle, stainless steel the dearest; price per m² and cutting cost
 * per metre rise with thickness. Steel 0.5 mm at 1.40 EUR/m² is the "from 1.40 EUR/m²" of the
 * marketing text and the cheapest row overall.
 */
export interface SeedPriceRow {
  /** mm */
  thickness: number;
  /** EUR per m² */
  pricePerM2: number;
  /** EUR per metre of cut */
  cuttingLineCost: number;
}

/** A seeded material; its cutting rules are the defaults for its names (stainless steel 1.5). */
export interface SeedMaterial {
  name: string;
  /** German; `displayNameEn` and `displayNamePl` are the shop's English and Polish names. */
  displayName: string;
  displayNameEn: string;
  displayNamePl: string;
  prices: SeedPriceRow[];
}

const rows = (table: ReadonlyArray<readonly [number, number, number]>): SeedPriceRow[] =>
  table.map(([thickness, pricePerM2, cuttingLineCost]) => ({
    thickness,
    pricePerM2,
    cuttingLineCost,
  }));

/** In insertion order, so a fresh schema numbers them 1, 2, 3. */
export const seedMaterials: SeedMaterial[] = [
  {
    name: 'aluminum_5754',
    displayName: 'Aluminium 5754',
    displayNameEn: 'Aluminium 5754',
    displayNamePl: 'Aluminium 5754',
    // prettier-ignore
    prices: rows([
      // thickness mm, EUR/m², EUR/m cut
      [0.5, 8.9, 0.45], [0.8, 12.4, 0.5], [1, 14.6, 0.55], [1.5, 21.2, 0.7], [2, 27.8, 0.9],
      [2.5, 34.5, 1.1], [3, 41.2, 1.4], [4, 54.6, 1.9], [5, 68.0, 2.5], [6, 81.5, 3.1],
      [8, 108.4, 4.4], [10, 135.2, 5.9], [12, 162.0, 7.6], [15, 202.5, 10.2], [20, 270.0, 15.0],
    ]),
  },
  {
    name: 'steel_s235',
    displayName: 'Stahl S235',
    displayNameEn: 'Steel S235',
    displayNamePl: 'Stal S235',
    // prettier-ignore
    prices: rows([
      [0.5, 1.4, 0.35], [0.8, 7.9, 0.4], [1, 10.2, 0.45], [1.5, 14.9, 0.6], [2, 19.6, 0.75],
      [2.5, 24.3, 0.95], [3, 28.9, 1.2], [4, 38.5, 1.6], [5, 47.9, 2.1], [6, 57.4, 2.6],
      [8, 76.2, 3.6], [10, 95.5, 4.8], [12, 114.6, 6.2], [15, 143.2, 8.4], [20, 190.8, 12.5],
    ]),
  },
  {
    name: 'stainless_304',
    displayName: 'Edelstahl 304',
    displayNameEn: 'Stainless steel 304',
    displayNamePl: 'Stal nierdzewna 304',
    // prettier-ignore
    prices: rows([
      [0.5, 17.9, 0.5], [0.8, 26.4, 0.6], [1, 31.5, 0.7], [1.5, 46.2, 0.9], [2, 61.0, 1.1],
      [2.5, 75.8, 1.4], [3, 90.5, 1.7], [4, 120.2, 2.3], [5, 149.8, 3.0], [6, 179.5, 3.8],
      [8, 238.8, 5.4], [10, 298.0, 7.2], [12, 357.5, 9.4], [15, 446.5, 12.8], [20, 595.0, 18.5],
    ]),
  },
];

/** hole_cost: the default cost per hole; cutting_line_cost is the default EUR per metre of cut. */
export const seedSettings: ReadonlyArray<{ key: string; value: number }> = [
  { key: 'hole_cost', value: DEFAULT_HOLE_COST_EUR },
  { key: 'cutting_line_cost', value: 0.8 },
];
