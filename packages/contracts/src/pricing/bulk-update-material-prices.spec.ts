import { describe, expect, it } from '@jest/globals';
import { safeParse } from 'zod/v4/core';
import { toFieldIssues } from '../errors.js';
import {
  bulkUpdateMaterialPricesBodySchema,
  bulkUpdateMaterialPricesRequestSchema,
  MAX_BULK_PRICE_UPDATES,
  priceChangeFormSchema,
} from './bulk-update-material-prices.js';

const row = (thickness: number, pricePerM2: string | number = '30.20', version = 1) => ({
  materialId: 1,
  thickness,
  pricePerM2,
  version,
});

const issuesOf = (input: unknown) => {
  const result = safeParse(bulkUpdateMaterialPricesBodySchema, input);
  return result.success ? [] : toFieldIssues(result.error);
};

describe('bulkUpdateMaterialPricesBodySchema', () => {
  it('reads the rows as the admin form sends them (decimal strings with a dot)', () => {
    expect(
      bulkUpdateMaterialPricesBodySchema.parse({
        updates: [row(3), { materialId: '2', thickness: '1.5', cuttingLineCost: '0', version: 4 }],
      }),
    ).toEqual({
      updates: [
        { materialId: 1, thickness: 3, pricePerM2: 30.2, version: 1 },
        { materialId: 2, thickness: 1.5, cuttingLineCost: 0, version: 4 },
      ],
    });
  });

  it('names the one invalid row by its index, so the whole update is refused', () => {
    expect(issuesOf({ updates: [row(1), row(2), row(3, '-1'), row(4)] })).toEqual([
      { path: 'updates.2.pricePerM2', message: 'Must be greater than 0' },
    ]);
    expect(issuesOf({ updates: [row(1), { materialId: 1, thickness: 2, version: 1 }] })).toEqual([
      { path: 'updates.1', message: 'Give pricePerM2, cuttingLineCost or both' },
    ]);
    expect(issuesOf({ updates: [row(1), { ...row(2), version: undefined }] })).toEqual([
      { path: 'updates.1.version', message: 'Required' },
    ]);
  });

  it('refuses unknown fields in a row and beside the rows', () => {
    expect(issuesOf({ updates: [{ ...row(1), materialName: 'x' }] })).not.toEqual([]);
    expect(issuesOf({ updates: [row(1)], dryRun: true })).not.toEqual([]);
  });

  it('refuses no rows, too many rows and the same row twice', () => {
    expect(issuesOf({ updates: [] })).toEqual([
      { path: 'updates', message: 'Give at least one row' },
    ]);
    const many = Array.from({ length: MAX_BULK_PRICE_UPDATES + 1 }, (_, index) =>
      row(index / 100 + 0.01),
    );
    expect(issuesOf({ updates: many })).toEqual([
      { path: 'updates', message: `At most ${MAX_BULK_PRICE_UPDATES} rows at once` },
    ]);
    expect(issuesOf({ updates: [row(3), row(3, '40')] })).toEqual([
      { path: 'updates', message: 'Each material and thickness at most once' },
    ]);
  });

  it('the NATS request carries the admin as actor', () => {
    const actor = { adminId: 1, username: 'admin' };
    expect(bulkUpdateMaterialPricesRequestSchema.parse({ actor, updates: [row(3)] }).actor).toEqual(
      actor,
    );
    expect(safeParse(bulkUpdateMaterialPricesRequestSchema, { updates: [row(3)] }).success).toBe(
      false,
    );
  });
});

describe('priceChangeFormSchema', () => {
  it('reads the percentages as the form sends them; a value left out stays', () => {
    expect(priceChangeFormSchema.parse({ pricePerM2: '4.5' })).toEqual({ pricePerM2: 4.5 });
    expect(priceChangeFormSchema.parse({ pricePerM2: '-10', cuttingLineCost: '2' })).toEqual({
      pricePerM2: -10,
      cuttingLineCost: 2,
    });
  });

  it('refuses no percentage, out-of-range ones and more than two decimals', () => {
    const issues = (input: unknown) => {
      const result = safeParse(priceChangeFormSchema, input);
      return result.success ? [] : toFieldIssues(result.error);
    };
    expect(issues({})).toEqual([{ path: '', message: 'Give a percentage for at least one value' }]);
    expect(issues({ pricePerM2: '-95' })).toEqual([
      { path: 'pricePerM2', message: 'Must be at least -90' },
    ]);
    expect(issues({ cuttingLineCost: '501' })).toEqual([
      { path: 'cuttingLineCost', message: 'Must be at most 500' },
    ]);
    expect(issues({ pricePerM2: '1.234' })).toEqual([
      { path: 'pricePerM2', message: 'At most two decimal places' },
    ]);
  });
});
