import { describe, expect, it } from '@jest/globals';
import {
  discountedUnitCents,
  sortedTiers,
  tieredLineMoney,
  tieredLinePrice,
  tierForQuantity,
} from './quantity-tiers.js';

const tiers = [
  { minQuantity: 10, discountPercent: 5 },
  { minQuantity: 50, discountPercent: 8 },
  { minQuantity: 100, discountPercent: 12.5 },
];

describe('tierForQuantity', () => {
  it('takes the tier with the largest minimum quantity not above the quantity', () => {
    expect(tierForQuantity(tiers, 1)).toBeNull();
    expect(tierForQuantity(tiers, 9)).toBeNull();
    expect(tierForQuantity(tiers, 10)).toEqual({ minQuantity: 10, discountPercent: 5 });
    expect(tierForQuantity(tiers, 49)).toEqual({ minQuantity: 10, discountPercent: 5 });
    expect(tierForQuantity(tiers, 50)).toEqual({ minQuantity: 50, discountPercent: 8 });
    expect(tierForQuantity([...tiers].reverse(), 10_000)).toEqual({
      minQuantity: 100,
      discountPercent: 12.5,
    });
    expect(tierForQuantity([], 500)).toBeNull();
  });
});

describe('discountedUnitCents', () => {
  it('rounds unit × (100 − percent) / 100 half up to the cent', () => {
    expect(discountedUnitCents(235, 5)).toBe(223); // 223.25
    expect(discountedUnitCents(1000, 12.5)).toBe(875); // exact
    expect(discountedUnitCents(10, 5)).toBe(10); // 9.5 rounds up
    expect(discountedUnitCents(30, 5)).toBe(29); // 28.5 rounds up
    expect(discountedUnitCents(1, 49.99)).toBe(1); // 0.5001
    expect(discountedUnitCents(1, 50.01)).toBe(0); // 0.4999
    expect(discountedUnitCents(1999, 33.33)).toBe(1333); // 1332.7333
    expect(discountedUnitCents(1445, 0.01)).toBe(1445); // 1444.8555
  });
});

describe('tieredLinePrice', () => {
  it('prices 10 sheets at 2.35 € with 5 % off as 2.23 € each, 22.30 €, saving 1.20 €', () => {
    expect(tieredLineMoney('2.35', 10, tiers)).toEqual({
      tier: { minQuantity: 10, discountPercent: 5 },
      unitPrice: '2.23',
      lineTotal: '22.30',
      saving: '1.20',
    });
  });

  it('leaves a quantity below every tier at its list price with no saving', () => {
    expect(tieredLinePrice('2.35', 9, tiers)).toEqual({
      tier: null,
      listUnitCents: 235,
      unitCents: 235,
      lineTotalCents: 2115,
      savingCents: 0,
    });
  });

  it('keeps line sum = unit price × quantity at every tier', () => {
    // 14.45 € at 12.5 %: 12.64375 -> 12.64; 100 × 12.64 = 1264.00; saving 100 × 1.81
    expect(tieredLineMoney(14.45, 100, tiers)).toEqual({
      tier: { minQuantity: 100, discountPercent: 12.5 },
      unitPrice: '12.64',
      lineTotal: '1264.00',
      saving: '181.00',
    });
  });
});

describe('sortedTiers', () => {
  it('lists the tiers by ascending quantity', () => {
    expect(sortedTiers([...tiers].reverse()).map((tier) => tier.minQuantity)).toEqual([
      10, 50, 100,
    ]);
  });
});
