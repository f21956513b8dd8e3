import { describe, expect, it } from '@jest/globals';
import { defaultManufacturingFor } from '@shop/shop-rules';
import { seedMaterials, seedSettings } from './seed-data.js';

const byName = (name: string) => {
  const material = seedMaterials.find((candidate) => candidate.name === name);
  if (!material) throw new Error(`no seed material ${name}`);
  return material;
};

describe('pricing seed data', () => {
  it('offers the three materials under their system keys and display names', () => {
    expect(seedMaterials.map(({ name, displayName }) => [name, displayName])).toEqual([
      ['aluminum_5754', 'Aluminium 5754'],
      ['steel_s235', 'Stahl S235'],
      ['stainless_304', 'Edelstahl 304'],
    ]);
  });

  it('has steel 0.5 mm at 1.40 EUR/m² as the cheapest row overall', () => {
    const all = seedMaterials.flatMap((material) =>
      material.prices.map((row) => ({ name: material.name, ...row })),
    );
    const cheapest = all.reduce((low, row) => (row.pricePerM2 < low.pricePerM2 ? row : low));
    expect(cheapest).toEqual({
      name: 'steel_s235',
      thickness: 0.5,
      pricePerM2: 1.4,
      cuttingLineCost: 0.35,
    });
    expect(all.filter((row) => row.pricePerM2 === 1.4)).toHaveLength(1);
  });

  it('offers 0.5 to 20 mm for every material with prices rising with thickness', () => {
    for (const material of seedMaterials) {
      const thicknesses = material.prices.map((row) => row.thickness);
      expect(thicknesses).toEqual([0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20]);
      material.prices.slice(1).forEach((row, index) => {
        const thinner = material.prices[index]!;
        expect(row.pricePerM2).toBeGreaterThan(thinner.pricePerM2);
        expect(row.cuttingLineCost).toBeGreaterThan(thinner.cuttingLineCost);
      });
    }
  });

  it('prices steel below aluminium below stainless steel at every thickness', () => {
    const steel = byName('steel_s235').prices;
    const aluminium = byName('aluminum_5754').prices;
    const stainless = byName('stainless_304').prices;
    steel.forEach((row, index) => {
      expect(row.pricePerM2).toBeLessThan(aluminium[index]!.pricePerM2);
      expect(aluminium[index]!.pricePerM2).toBeLessThan(stainless[index]!.pricePerM2);
      expect(row.cuttingLineCost).toBeLessThan(aluminium[index]!.cuttingLineCost);
      expect(aluminium[index]!.cuttingLineCost).toBeLessThan(stainless[index]!.cuttingLineCost);
    });
  });

  it('seeds stainless steel with holes of 1.5 x the thickness, the others 1.0, by their names', () => {
    expect(
      seedMaterials.map(({ name, displayName }) => [
        name,
        defaultManufacturingFor(`${name} ${displayName}`),
      ]),
    ).toEqual([
      ['aluminum_5754', { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 }],
      ['steel_s235', { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 }],
      ['stainless_304', { minHoleFactor: 1.5, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 }],
    ]);
  });

  it('sets 1.00 EUR per hole and a default cutting cost per metre', () => {
    expect(seedSettings).toEqual([
      { key: 'hole_cost', value: 1 },
      { key: 'cutting_line_cost', value: 0.8 },
    ]);
  });
});
