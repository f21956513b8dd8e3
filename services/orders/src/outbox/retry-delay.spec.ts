import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 5_000, 900_000))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits longer than the cap, however often it failed', () => {
    expect(retryDelayMs(9, 5_000, 900_000)).toBe(900_000);
    expect(retryDelayMs(10_000, 5_000, 900_000)).toBe(900_000);
    expect(Number.isFinite(retryDelayMs(Number.MAX_SAFE_INTEGER, 5_000, 900_000))).toBe(true);
  });

  it('treats no recorded failure like the first', () => {
    expect(retryDelayMs(0, 1_000, 60_000)).toBe(1_000);
  });
});
