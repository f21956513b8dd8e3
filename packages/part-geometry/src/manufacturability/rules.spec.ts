import { describe, expect, it } from '@jest/globals';
import type { Material } from '@shop/contracts';
import { manufacturingRulesFor } from './rules.js';

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
