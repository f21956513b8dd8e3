import { describe, expect, it } from '@jest/globals';
import { calculatePriceRequestSchema } from './calculate-price.js';
import { materialPriceSchema } from './material-prices.js';

const row = {
  id: 1,
  materialId: 2,
  thickness: 3,
  pricePerM2: 28.9,
  cuttingLineCost: 1.2,
  version: 1,
};

describe('materialPriceSchema', () => {
  it.each([120, 0.125, 0])(
    'refuses a row of %s mm, a thickness no price request could use',
    (thickness) => {
      expect(materialPriceSchema.safeParse({ ...row, thickness }).success).toBe(false);
      const request = { materialId: 2, width: 100, height: 100, thickness };
      expect(calculatePriceRequestSchema.safeParse(request).success).toBe(false);
    },
  );

  it('accepts the thicknesses the shop sells', () => {
    for (const thickness of [0.5, 1.25, 20, 100]) {
      expect(materialPriceSchema.safeParse({ ...row, thickness }).success).toBe(true);
    }
  });
});
