import { describe, expect, it } from '@jest/globals';
import {
  centsToEuros,
  divideRoundHalfUp,
  formatCents,
  productToCents,
  productToDecimal,
  roundDecimal,
  sumCents,
  toCents,
  toExactDecimal,
  toMoneyString,
} from './money.js';

describe('money', () => {
  it('reads decimals exactly as written', () => {
    expect(toExactDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(toExactDecimal('28.90')).toEqual({ units: 2890n, scale: 2 });
    expect(toExactDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(toExactDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(() => toExactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toExactDecimal('12,5')).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
  });

  it('does not drift where binary floating point does', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents it is exact.
    expect(sumCents([toCents(0.1), toCents(0.2)])).toBe(toCents(0.3));
    // 1.005 is 1.00499999... as a double; written as 1.005 it rounds up to 101 cents.
    expect(toCents(1.005)).toBe(101);
    // 3 x 19.99 = 59.97 exactly (floating point gives 59.970000000000006).
    expect(productToCents([19.99, 3])).toBe(5997);
  });

  it('divides products exactly before rounding to cents', () => {
    // 1000 mm x 500 mm x 28.90 EUR/m² / 1 000 000 = 14.45 EUR
    expect(productToCents([1000, 500, 28.9], 1_000_000)).toBe(1445);
    // 333 x 333 x 1.40 / 1e6 = 0.1552446 EUR -> 16 cents
    expect(productToCents([333, 333, 1.4], 1_000_000)).toBe(16);
  });

  it('formats cents with two places', () => {
    expect(formatCents(1445)).toBe('14.45');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
    expect(centsToEuros(1445)).toBe(14.45);
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('rounds measures half up to the given places', () => {
    expect(roundDecimal(0.5005505, 6)).toBe(0.500551);
    expect(roundDecimal(3, 6)).toBe(3);
    expect(roundDecimal(0.00000049, 6)).toBe(0);
  });
});

describe('exact measures', () => {
  it('rounds exact halves up where floating point would round them down', () => {
    // 8.2 x 7.5 = 61.5 mm² = 0.0000615 m² -> 0.000062 (8.2 * 7.5 / 1e6 is 0.00006149999... as a double)
    expect(productToDecimal([8.2, 7.5], 1_000_000, 6)).toBe(0.000062);
  });

  it('rounds to whole numbers and keeps the sign', () => {
    expect(roundDecimal(12.6, 0)).toBe(13);
    expect(roundDecimal(-0.125, 2)).toBe(-0.13);
    expect(roundDecimal(-0.004, 2)).toBe(0);
  });
});

describe('money strings', () => {
  it('writes money with two places', () => {
    expect(toMoneyString(18.05)).toBe('18.05');
    expect(toMoneyString(3)).toBe('3.00');
    expect(toMoneyString('0.5')).toBe('0.50');
  });
});
