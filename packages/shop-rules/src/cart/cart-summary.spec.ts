import { describe, expect, it } from '@jest/globals';
import { lineTotalInCents, summarizeCart } from './cart-summary.js';

describe('summarizeCart', () => {
  it('charges nothing for an empty cart', () => {
    expect(summarizeCart([])).toEqual({
      subtotal: '0.00',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '0.00',
    });
  });

  it('charges nothing for a subtotal of 0', () => {
    expect(summarizeCart([0])).toEqual({
      subtotal: '0.00',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '0.00',
    });
  });

  it('adds the minimum-order surcharge below 25 EUR: 24.99 + 0.01 = 25.00', () => {
    // 19.99 + 5.00 = 24.99; 25.00 - 24.99 = 0.01
    expect(summarizeCart([1999, 500])).toEqual({
      subtotal: '24.99',
      minimumOrderValue: '25.00',
      surcharge: '0.01',
      total: '25.00',
    });
  });

  it('adds no surcharge at exactly 25.00 EUR', () => {
    expect(summarizeCart([2500])).toEqual({
      subtotal: '25.00',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '25.00',
    });
  });

  it('adds no surcharge above 25 EUR: 25.01', () => {
    // 12.50 + 12.51 = 25.01
    expect(summarizeCart([1250, 1251])).toEqual({
      subtotal: '25.01',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '25.01',
    });
  });

  it('makes up a small order to 25 EUR', () => {
    // 2 x 4.19 = 8.38; 25.00 - 8.38 = 16.62
    expect(summarizeCart([lineTotalInCents('4.19', 2)])).toMatchObject({
      subtotal: '8.38',
      surcharge: '16.62',
      total: '25.00',
    });
  });
});

describe('line sums', () => {
  it('multiplies the unit price by the quantity without drift', () => {
    // 3 x 19.99 = 59.97 (floating point: 59.970000000000006)
    expect(lineTotalInCents('19.99', 3)).toBe(5997);
    expect(lineTotalInCents(0.1, 10_000)).toBe(100_000);
  });
});
