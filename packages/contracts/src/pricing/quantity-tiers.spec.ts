import { describe, expect, it } from '@jest/globals';
import { safeParse } from 'zod/v4/core';
import { toFieldIssues } from '../errors.js';
import { putQuantityTiersBodySchema } from './quantity-tiers.js';

function issuesOf(input: unknown) {
  const result = safeParse(putQuantityTiersBodySchema, input);
  return result.success ? [] : toFieldIssues(result.error);
}

describe('putQuantityTiersBodySchema', () => {
  it('accepts an empty list and tiers as numbers or decimal strings', () => {
    expect(issuesOf({ tiers: [] })).toEqual([]);
    expect(
      putQuantityTiersBodySchema.parse({
        tiers: [
          { minQuantity: '10', discountPercent: '5.5' },
          { minQuantity: 50, discountPercent: 8 },
        ],
      }),
    ).toEqual({
      tiers: [
        { minQuantity: 10, discountPercent: 5.5 },
        { minQuantity: 50, discountPercent: 8 },
      ],
    });
  });

  it('refuses a bad tier with a message at its field', () => {
    expect(
      issuesOf({
        tiers: [
          { minQuantity: 1, discountPercent: 0 },
          { minQuantity: 2.5, discountPercent: 100 },
          { minQuantity: 3, discountPercent: 5.555 },
        ],
      }),
    ).toEqual([
      { path: 'tiers.0.minQuantity', message: 'Must be at least 2' },
      { path: 'tiers.0.discountPercent', message: 'Must be greater than 0' },
      { path: 'tiers.1.minQuantity', message: 'Must be a whole number' },
      { path: 'tiers.1.discountPercent', message: 'Must be less than 100' },
      { path: 'tiers.2.discountPercent', message: 'At most two decimal places' },
    ]);
  });

  it('refuses the same quantity twice and a larger quantity with a smaller discount', () => {
    expect(
      issuesOf({
        tiers: [
          { minQuantity: 10, discountPercent: 5 },
          { minQuantity: 10, discountPercent: 6 },
        ],
      }),
    ).toEqual([{ path: 'tiers.1.minQuantity', message: 'Each quantity may have only one tier' }]);
    expect(
      issuesOf({
        tiers: [
          { minQuantity: 50, discountPercent: 3 },
          { minQuantity: 10, discountPercent: 5 },
        ],
      }),
    ).toEqual([
      {
        path: 'tiers.0.discountPercent',
        message: 'Must be at least 5 (the discount from 10 pieces)',
      },
    ]);
  });

  it('refuses more than ten tiers', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      minQuantity: 2 + i,
      discountPercent: 1 + i,
    }));
    expect(issuesOf({ tiers: eleven })).toEqual([{ path: 'tiers', message: 'At most 10 tiers' }]);
  });
});
