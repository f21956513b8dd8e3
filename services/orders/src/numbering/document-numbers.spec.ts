import { describe, expect, it } from '@jest/globals';
import { addDays, formatDocumentNumber, shopDate, shopYear } from './document-numbers.js';

describe('document numbers', () => {
  it('writes an order number with the year and six digits', () => {
    expect(formatDocumentNumber('B', 2026, 123)).toBe('B-2026-000123');
    expect(formatDocumentNumber('A', 2027, 1)).toBe('A-2027-000001');
    expect(formatDocumentNumber('B', 2026, 999_999)).toBe('B-2026-999999');
  });

  it('refuses a sequence six digits cannot hold, or none at all', () => {
    expect(() => formatDocumentNumber('B', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber('B', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('B', 2026, Number.NaN)).toThrow(RangeError);
  });

  it('counts the year as it is in Germany: New Year in Dortmund comes before UTC', () => {
    // 23:30 UTC is half past midnight in Dortmund (UTC+1 in winter).
    expect(shopYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(shopYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
    expect(shopYear(new Date('2026-06-30T12:00:00Z'))).toBe(2026);
  });

  it('gives the shop date and days after it, across a month end', () => {
    expect(shopDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(addDays('2026-11-25', 14)).toBe('2026-12-09');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });
});
