import { describe, expect, it } from '@jest/globals';
import { formatPostDate } from './format-post-date';

describe('formatPostDate', () => {
  it('writes German dates in the long format whatever the browser prefers', () => {
    expect(formatPostDate('2026-03-14T00:00:00.000Z', 'de', ['de-AT', 'en-US'])).toBe(
      '14. März 2026',
    );
    expect(formatPostDate('2026-01-05T09:00:00.000Z', 'de')).toBe('5. Januar 2026');
  });

  it("follows the visitor's regional English or Polish", () => {
    expect(formatPostDate('2026-03-14T00:00:00.000Z', 'en', ['de-DE', 'en-GB'])).toBe(
      '14 March 2026',
    );
    expect(formatPostDate('2026-03-14T00:00:00.000Z', 'en', ['en-US'])).toBe('March 14, 2026');
    expect(formatPostDate('2026-03-14T00:00:00.000Z', 'pl', [])).toBe('14 marca 2026');
  });

  it('gives the day of publication in Germany', () => {
    expect(formatPostDate('2026-06-30T22:30:00.000Z', 'de')).toBe('1. Juli 2026');
  });
});
