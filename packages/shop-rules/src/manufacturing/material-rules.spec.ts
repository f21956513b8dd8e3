import { describe, expect, it } from '@jest/globals';
import type { Material } from '@shop/contracts';
import {
  defaultManufacturingFor,
  defaultManufacturingRules,
  isStainlessSteel,
  manufacturingRulesFor,
  materialManufacturingOf,
} from './material-rules.js';

const steel: Material = { id: 1, name: 'steel_s235', displayName: 'Stahl S235' };
const stainless: Material = { id: 2, name: 'stainless_1_4301', displayName: 'Edelstahl 1.4301' };

describe('manufacturingRulesFor', () => {
  it("uses the material's stored rules with the thickness asked for", () => {
    const stored = {
      ...steel,
      manufacturing: { minHoleFactor: 2.5, maxSheetWidthMm: 2500, maxSheetHeightMm: 1250 },
    };
    expect(manufacturingRulesFor(stored, 4)).toEqual({
      thicknessMm: 4,
      minHoleFactor: 2.5,
      maxSheetWidthMm: 2500,
      maxSheetHeightMm: 1250,
    });
  });

  it('prefers a stored factor of 1 over the stainless default of 1.5', () => {
    const stored = {
      ...stainless,
      manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
    };
    expect(manufacturingRulesFor(stored, 3).minHoleFactor).toBe(1);
  });

  it('falls back to the defaults by name when the material stores no rules', () => {
    expect(manufacturingRulesFor(stainless, 2)).toEqual({
      thicknessMm: 2,
      minHoleFactor: 1.5,
      maxSheetWidthMm: 3000,
      maxSheetHeightMm: 1500,
    });
    expect(manufacturingRulesFor(steel, 2).minHoleFactor).toBe(1);
  });
});

describe('isStainlessSteel', () => {
  it.each([
    'stainless_304',
    'Edelstahl 304',
    'Stainless steel 304',
    'Stal nierdzewna 304',
    'Inox',
    'V2A',
    'v4a Blech',
    '1.4301',
  ])('knows %j as stainless steel', (name) => {
    expect(isStainlessSteel(name)).toBe(true);
  });

  it.each(['steel_s235 Stahl S235', 'aluminum_5754 Aluminium 5754', 'Stal S235', 'DC01'])(
    'knows %j as not stainless',
    (name) => {
      expect(isStainlessSteel(name)).toBe(false);
    },
  );
});

describe('default cutting rules', () => {
  it('give stainless steel holes of 1.5 x the thickness and everything a 3000 x 1500 mm sheet', () => {
    expect(defaultManufacturingFor('stainless_304 Edelstahl 304')).toEqual({
      minHoleFactor: 1.5,
      maxSheetWidthMm: 3000,
      maxSheetHeightMm: 1500,
    });
    expect(defaultManufacturingFor('steel_s235 Stahl S235')).toEqual({
      minHoleFactor: 1,
      maxSheetWidthMm: 3000,
      maxSheetHeightMm: 1500,
    });
  });

  it("show a material's stored rules, else its defaults by name", () => {
    expect(materialManufacturingOf(stainless).minHoleFactor).toBe(1.5);
    const stored = { minHoleFactor: 2, maxSheetWidthMm: 2000, maxSheetHeightMm: 1000 };
    expect(materialManufacturingOf({ ...stainless, manufacturing: stored })).toEqual(stored);
  });
});

describe('defaultManufacturingRules', () => {
  it('gives stainless steel 1.5 x the thickness, steel and aluminium 1.0, sheet 3000 x 1500', () => {
    expect(defaultManufacturingRules('Edelstahl 304', 2)).toEqual({
      thicknessMm: 2,
      minHoleFactor: 1.5,
      maxSheetWidthMm: 3000,
      maxSheetHeightMm: 1500,
    });
    expect(defaultManufacturingRules('Aluminium 5754', 2).minHoleFactor).toBe(1);
    expect(defaultManufacturingRules('Stahl S235', 2).minHoleFactor).toBe(1);
  });
});
