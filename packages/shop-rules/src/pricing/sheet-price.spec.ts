import { describe, expect, it } from '@jest/globals';
import { calculateSheetPrice } from './sheet-price.js';

const steel = { id: 2, displayName: 'Stahl S235' };

describe('calculateSheetPrice', () => {
  it('prices 1000 x 500 mm from area, perimeter and the price row', () => {
    // area 1.0 x 0.5 = 0.5 m²; 0.5 x 28.90 = 14.45 EUR
    // perimeter 2 x (1000 + 500) = 3000 mm = 3 m; 3 x 1.20 = 3.60 EUR; total 18.05 EUR
    const result = calculateSheetPrice(
      steel,
      { thickness: 3, pricePerM2: 28.9, cuttingLineCost: 1.2 },
      { width: 1000, height: 500 },
    );
    expect(result).toMatchObject({
      area: 0.5,
      materialCost: 14.45,
      cuttingLength: 3,
      cuttingCost: 3.6,
      totalPrice: 18.05,
      pricePerM2: 28.9,
    });
  });

  it('rounds each cost to cents so the parts add up to the total', () => {
    // area 0.123 x 0.457 = 0.056211 m²; x 1.40 = 0.0786954 -> 0.08 EUR
    // perimeter 2 x (123 + 457) = 1160 mm = 1.16 m; x 0.35 = 0.406 -> 0.41 EUR; total 0.49 EUR
    const result = calculateSheetPrice(
      steel,
      { thickness: 0.5, pricePerM2: 1.4, cuttingLineCost: 0.35 },
      { width: 123, height: 457 },
    );
    expect(result.area).toBe(0.056211);
    expect(result.materialCost).toBe(0.08);
    expect(result.cuttingLength).toBe(1.16);
    expect(result.cuttingCost).toBe(0.41);
    expect(result.totalPrice).toBe(0.49);
  });

  it('handles decimal sides without floating-point drift', () => {
    // 100.1 x 200.2 = 20040.02 mm² = 0.02004002 m² x 10.10 = 0.202404202 -> 0.20 EUR
    // perimeter 2 x 300.3 = 600.6 mm = 0.6006 m x 0.70 = 0.42042 -> 0.42 EUR; total 0.62 EUR
    const result = calculateSheetPrice(
      steel,
      { thickness: 1, pricePerM2: 10.1, cuttingLineCost: 0.7 },
      { width: 100.1, height: 200.2 },
    );
    expect(result.area).toBe(0.02004);
    expect(result.cuttingLength).toBe(0.6006);
    expect(result.materialCost).toBe(0.2);
    expect(result.cuttingCost).toBe(0.42);
    expect(result.totalPrice).toBe(0.62);
  });
});
