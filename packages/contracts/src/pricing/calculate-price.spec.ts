import { describe, expect, it } from '@jest/globals';
import { calculatePriceRequestSchema } from './calculate-price.js';

describe('calculatePriceRequestSchema', () => {
  const valid = { materialId: 2, width: 1000, height: 500, thickness: 3 };

  it('accepts a complete request', () => {
    expect(calculatePriceRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['missing', { ...valid, width: undefined }, 'width'],
    ['negative', { ...valid, height: -5 }, 'height'],
    ['non-numeric', { ...valid, thickness: 'abc' }, 'thickness'],
    ['zero', { ...valid, materialId: 0 }, 'materialId'],
    ['too large', { ...valid, width: 6001 }, 'width'],
  ])('rejects a %s field and names it', (_label, body, field) => {
    const result = calculatePriceRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('rejects unknown fields', () => {
    const result = calculatePriceRequestSchema.safeParse({ ...valid, price: 0.01 });
    expect(result.success).toBe(false);
  });
});

describe('calculatePriceRequestSchema decimals', () => {
  const valid = { materialId: 2, width: 1000, height: 500, thickness: 3 };

  it.each([
    ['width', { ...valid, width: 1000.00000001 }],
    ['thickness', { ...valid, thickness: 1.000000001 }],
    ['thickness', { ...valid, thickness: 1.125 }],
  ])('rejects more decimals than allowed in %s', (field, body) => {
    const result = calculatePriceRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('accepts one decimal in a side and two in the thickness', () => {
    expect(
      calculatePriceRequestSchema.safeParse({ ...valid, width: 100.1, thickness: 1.25 }).success,
    ).toBe(true);
  });
});
