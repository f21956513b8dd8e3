import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HOLE_COST_EUR, holeCostOrDefault } from './hole-cost.js';

describe('holeCostOrDefault', () => {
  it('keeps a positive setting and falls back to 1.00 when it is absent, 0 or not a number', () => {
    expect(holeCostOrDefault(0.35)).toBe(0.35);
    expect(holeCostOrDefault('2.50')).toBe('2.50');
    for (const missing of [undefined, null, 0, '0', '', 'abc', -1, Number.NaN]) {
      expect(holeCostOrDefault(missing)).toBe(1);
    }
  });

  it('charges 1.00 EUR a hole by default', () => {
    expect(DEFAULT_HOLE_COST_EUR).toBe(1);
  });
});
