import { describe, expect, it } from '@jest/globals';
import {
  LASER_FILE_CHECK_MAX_BUDGET_MS,
  laserFileCheckBudgetMs,
  MAX_LASER_UPLOAD_BYTES,
} from './laser-quote.js';

const MiB = 1024 * 1024;

describe('the time a laser file may take to be checked again', () => {
  it.each([
    [0, 4000],
    [1, 4400],
    [MiB, 4400],
    [MiB + 1, 4800],
    [10 * MiB, 8000],
    [MAX_LASER_UPLOAD_BYTES, 24_000],
  ])('is 4 s plus 0.4 s per started MiB: %i bytes, %i ms', (sizeBytes, budgetMs) => {
    expect(laserFileCheckBudgetMs(sizeBytes)).toBe(budgetMs);
  });

  it('is longest for the largest upload, which bounds every wait for one', () => {
    expect(LASER_FILE_CHECK_MAX_BUDGET_MS).toBe(24_000);
    expect(laserFileCheckBudgetMs(MAX_LASER_UPLOAD_BYTES - 1)).toBeLessThanOrEqual(
      LASER_FILE_CHECK_MAX_BUDGET_MS,
    );
  });
});
