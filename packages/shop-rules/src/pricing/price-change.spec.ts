import { describe, expect, it } from '@jest/globals';
import { changeByPercent, priceChangeUpdates } from './price-change.js';

describe('changeByPercent', () => {
  it.each([
    // 28.90 x 1.045 = 30.2005 -> 30.20
    [28.9, 4.5, 30.2],
    // 28.90 x 0.90 = 26.01
    [28.9, -10, 26.01],
    // 0.05 x 1.10 = 0.055 -> 0.06 (half up)
    [0.05, 10, 0.06],
    // 1.20 x 1.0025 = 1.203 -> 1.20
    ['1.20', '0.25', 1.2],
    // 0.10 x 0.10 = 0.01
    [0.1, -90, 0.01],
    // 45.10 x 6 = 270.60
    [45.1, 500, 270.6],
    // 0.00 stays 0.00
    [0, 20, 0],
  ])('%s EUR changed by %s %% is %s EUR', (euros, percent, expected) => {
    expect(changeByPercent(euros, percent)).toBe(expected);
  });

  it('never drifts by floating point (0.1 + 0.2 style sums)', () => {
    // 0.30 x 1.10 = 0.33 exactly; 0.3 * 1.1 in binary floating point is 0.33000000000000007.
    expect(changeByPercent(0.3, 10)).toBe(0.33);
  });
});

describe('priceChangeUpdates', () => {
  const rows = [
    { id: 21, materialId: 2, thickness: 1.5, pricePerM2: 14.9, cuttingLineCost: 0.6, version: 1 },
    { id: 22, materialId: 2, thickness: 3, pricePerM2: 28.9, cuttingLineCost: 1.2, version: 4 },
  ];

  it('changes every row by the percentage, rounded to cents, with the versions read', () => {
    // 14.90 x 1.045 = 15.5705 -> 15.57; 28.90 x 1.045 = 30.2005 -> 30.20
    expect(priceChangeUpdates(rows, { pricePerM2: 4.5 })).toEqual([
      { materialId: 2, thickness: 1.5, version: 1, pricePerM2: 15.57 },
      { materialId: 2, thickness: 3, version: 4, pricePerM2: 30.2 },
    ]);
    // 0.60 x 0.97 = 0.582 -> 0.58; 1.20 x 0.97 = 1.164 -> 1.16
    expect(priceChangeUpdates(rows, { cuttingLineCost: -3 })).toEqual([
      { materialId: 2, thickness: 1.5, version: 1, cuttingLineCost: 0.58 },
      { materialId: 2, thickness: 3, version: 4, cuttingLineCost: 1.16 },
    ]);
  });
});
