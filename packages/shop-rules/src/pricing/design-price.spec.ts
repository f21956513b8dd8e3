import { describe, expect, it } from '@jest/globals';
import { priceDesignedPart } from './design-price.js';

// The measures are those part-geometry gives the designs named (its measures spec computes them).
describe('priceDesignedPart (whole cents)', () => {
  it('rectangle 200 x 150 with a 3 x 3 grid: 87 + 105 + 900 cents', () => {
    const price = priceDesignedPart(
      { areaMm2: 30_000, cutLengthMm: 700, holeCount: 9 },
      { pricePerM2: '28.90', cuttingLineCost: '1.50', holeCost: '1.00' },
    );
    // 0.03 m² x 28.90 = 0.867; 0.7 m x 1.50 = 1.05; 9 x 1.00
    expect(price).toEqual({
      areaM2: 0.03,
      materialCost: 0.87,
      cutLengthM: 0.7,
      cuttingCost: 1.05,
      holeCount: 9,
      holeCost: 9,
      totalPrice: 10.92,
    });
  });

  it('circle 100 from the rounded measures: 36 + 63 cents', () => {
    const price = priceDesignedPart(
      { areaMm2: 7853.98, cutLengthMm: 314.16, holeCount: 0 },
      { pricePerM2: 45.5, cuttingLineCost: 2, holeCost: 1 },
    );
    // 7853.98 mm² x 45.50 / 10^6 = 0.35735609; 314.16 mm x 2.00 / 1000 = 0.62832
    expect(price).toMatchObject({
      areaM2: 0.00785398,
      materialCost: 0.36,
      cutLengthM: 0.31416,
      cuttingCost: 0.63,
      totalPrice: 0.99,
    });
  });

  it('washer with four charged corner holes at a hole cost of 0.35', () => {
    const price = priceDesignedPart(
      { areaMm2: 5890.49, cutLengthMm: 471.24, holeCount: 4 },
      { pricePerM2: '100', cuttingLineCost: '0.85', holeCost: '0.35' },
    );
    // 5890.49 x 100 / 10^6 = 0.589049 -> 59; 471.24 x 0.85 / 1000 = 0.400554 -> 40;
    // 4 x 0.35 = 1.40
    expect([
      price.holeCount,
      price.materialCost,
      price.cuttingCost,
      price.holeCost,
      price.totalPrice,
    ]).toEqual([4, 0.59, 0.4, 1.4, 2.39]);
  });

  it('sums the rounded parts, so the total equals the shown parts to the cent', () => {
    const price = priceDesignedPart(
      { areaMm2: 333 * 777, cutLengthMm: 2 * (333 + 777), holeCount: 0 },
      { pricePerM2: '12.345', cuttingLineCost: '0.555', holeCost: '1.00' },
    );
    expect(Math.round(price.totalPrice * 100)).toBe(
      Math.round(price.materialCost * 100) +
        Math.round(price.cuttingCost * 100) +
        Math.round(price.holeCost * 100),
    );
  });
});
