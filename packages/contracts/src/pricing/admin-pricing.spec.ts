import { describe, expect, it } from '@jest/globals';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { toFieldIssues, type FieldIssue } from '../errors.js';
import { adminActorSchema } from './admin-actor.js';
import {
  createMaterialPriceBodySchema,
  createMaterialPriceRequestSchema,
} from './create-material-price.js';
import { createMaterialBodySchema, createMaterialRequestSchema } from './create-material.js';
import { deleteMaterialPriceRequestSchema, thicknessParamSchema } from './delete-material-price.js';
import { deleteMaterialRequestSchema } from './delete-material.js';
import {
  updateMaterialPriceBodySchema,
  updateMaterialPriceRequestSchema,
} from './update-material-price.js';
import {
  updateSystemSettingBodySchema,
  updateSystemSettingRequestSchema,
} from './update-system-setting.js';

/** The field issues a caller would get back for `input`, or [] when it is valid. */
function issuesOf(schema: $ZodType, input: unknown): FieldIssue[] {
  const result = safeParse(schema, input);
  return result.success ? [] : toFieldIssues(result.error);
}

const actor = { adminId: 1, username: 'admin' };
const newRow = { materialId: '2', thickness: '7', pricePerM2: '55.5', cuttingLineCost: '2.10' };

describe('createMaterialPriceBodySchema', () => {
  it('reads decimal strings with a dot, as the admin form sends them', () => {
    expect(createMaterialPriceBodySchema.parse(newRow)).toEqual({
      materialId: 2,
      thickness: 7,
      pricePerM2: 55.5,
      cuttingLineCost: 2.1,
    });
    expect(
      createMaterialPriceBodySchema.parse({
        materialId: 2,
        thickness: 2.5,
        pricePerM2: 12,
        cuttingLineCost: 0,
      }),
    ).toMatchObject({ thickness: 2.5, cuttingLineCost: 0 });
  });

  it('reads a decimal comma as typed in a German or Polish form', () => {
    expect(
      createMaterialPriceBodySchema.parse({ ...newRow, thickness: '2,5', pricePerM2: ' 12,5 ' }),
    ).toMatchObject({ thickness: 2.5, pricePerM2: 12.5 });
  });

  it.each([
    ['a thousands separator', 'pricePerM2', '1.000,5'],
    ['letters', 'pricePerM2', 'abc'],
    ['a number with a unit', 'thickness', '3mm'],
    ['an exponent', 'cuttingLineCost', '1e3'],
    ['a boolean', 'thickness', true],
    ['NaN', 'pricePerM2', Number.NaN],
  ])('says "Must be a valid number" for %s', (_label, field, value) => {
    expect(issuesOf(createMaterialPriceBodySchema, { ...newRow, [field]: value })).toEqual([
      { path: field, message: 'Must be a valid number' },
    ]);
  });

  it.each([
    ['pricePerM2', '0', 'Must be greater than 0'],
    ['pricePerM2', '-3', 'Must be greater than 0'],
    ['thickness', '0', 'Must be greater than 0'],
    ['thickness', 0, 'Must be greater than 0'],
    ['cuttingLineCost', '-0.5', 'Cannot be negative'],
    ['cuttingLineCost', -1, 'Cannot be negative'],
    ['pricePerM2', '12.345', 'At most two decimal places'],
    ['thickness', '101', 'Must be at most 100 mm'],
    ['pricePerM2', '1000000.01', 'Must be at most 1000000'],
    ['materialId', '2.5', 'Must be a whole number'],
    ['materialId', '0', 'Must be greater than 0'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(issuesOf(createMaterialPriceBodySchema, { ...newRow, [field]: value })).toEqual([
      { path: field, message },
    ]);
  });

  it('says "Required" for every missing or blank field at once', () => {
    expect(issuesOf(createMaterialPriceBodySchema, { thickness: '  ', pricePerM2: '' })).toEqual([
      { path: 'materialId', message: 'Required' },
      { path: 'thickness', message: 'Required' },
      { path: 'pricePerM2', message: 'Required' },
      { path: 'cuttingLineCost', message: 'Required' },
    ]);
  });

  it('refuses unknown keys, an actor smuggled in by the browser among them', () => {
    expect(issuesOf(createMaterialPriceBodySchema, { ...newRow, actor, discount: 5 })).toEqual([
      { path: 'actor', message: 'Unrecognized key: "actor"' },
      { path: 'discount', message: 'Unrecognized key: "discount"' },
    ]);
  });
});

describe('updateMaterialPriceBodySchema', () => {
  it('accepts either value alone or both', () => {
    expect(updateMaterialPriceBodySchema.parse({ pricePerM2: '31.5', version: 1 })).toEqual({
      pricePerM2: 31.5,
      version: 1,
    });
    expect(updateMaterialPriceBodySchema.parse({ cuttingLineCost: 0, version: 2 })).toEqual({
      cuttingLineCost: 0,
      version: 2,
    });
    expect(
      updateMaterialPriceBodySchema.parse({ pricePerM2: 1, cuttingLineCost: '1.30', version: 3 }),
    ).toEqual({ pricePerM2: 1, cuttingLineCost: 1.3, version: 3 });
  });

  it('V2 business logic, optimistic locking: an update must name the version it edited', () => {
    expect(issuesOf(updateMaterialPriceBodySchema, { pricePerM2: 1 })).toEqual([
      { path: 'version', message: 'Required' },
    ]);
    expect(
      issuesOf(updateMaterialPriceBodySchema, { pricePerM2: 1, version: 0 }).map((i) => i.path),
    ).toEqual(['version']);
  });

  it('refuses an empty update', () => {
    expect(issuesOf(updateMaterialPriceBodySchema, { version: 1 })).toEqual([
      { path: '', message: 'Give pricePerM2, cuttingLineCost or both' },
    ]);
  });

  it('applies the same rules as a new row', () => {
    expect(
      issuesOf(updateMaterialPriceBodySchema, {
        pricePerM2: 0,
        cuttingLineCost: '1,2,3',
        version: 1,
      }),
    ).toEqual([
      { path: 'pricePerM2', message: 'Must be greater than 0' },
      { path: 'cuttingLineCost', message: 'Must be a valid number' },
    ]);
    expect(issuesOf(updateMaterialPriceBodySchema, { cuttingLineCost: -0.01, version: 1 })).toEqual(
      [{ path: 'cuttingLineCost', message: 'Cannot be negative' }],
    );
    expect(issuesOf(updateMaterialPriceBodySchema, { pricePerM2: 2, version: 1, actor })).toEqual([
      { path: 'actor', message: 'Unrecognized key: "actor"' },
    ]);
  });
});

describe('createMaterialBodySchema', () => {
  it('trims both names', () => {
    expect(
      createMaterialBodySchema.parse({ name: ' copper_cu_eth ', displayName: ' Kupfer ' }),
    ).toEqual({ name: 'copper_cu_eth', displayName: 'Kupfer' });
  });

  it('says "Required" for missing or blank names', () => {
    expect(issuesOf(createMaterialBodySchema, { displayName: '   ' })).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'displayName', message: 'Required' },
    ]);
  });

  it.each(['Copper', 'copper cu', 'kupfer-eth', 'stahl_ö'])(
    'refuses the system key "%s"',
    (name) => {
      expect(issuesOf(createMaterialBodySchema, { name, displayName: 'Kupfer' })).toEqual([
        { path: 'name', message: 'Lowercase letters, digits and underscores only, no spaces' },
      ]);
    },
  );

  it('limits the name to 50 and the display name to 100 characters', () => {
    expect(
      issuesOf(createMaterialBodySchema, { name: 'a'.repeat(51), displayName: 'b'.repeat(101) }),
    ).toEqual([
      { path: 'name', message: 'At most 50 characters' },
      { path: 'displayName', message: 'At most 100 characters' },
    ]);
    expect(
      issuesOf(createMaterialBodySchema, { name: 'a'.repeat(50), displayName: 'b'.repeat(100) }),
    ).toEqual([]);
  });

  it('refuses unknown keys', () => {
    expect(
      issuesOf(createMaterialBodySchema, { name: 'copper', displayName: 'Kupfer', id: 9 }),
    ).toEqual([{ path: 'id', message: 'Unrecognized key: "id"' }]);
  });
});

describe('updateSystemSettingBodySchema', () => {
  it('accepts 0 and amounts with two decimals', () => {
    expect(updateSystemSettingBodySchema.parse({ value: 0 })).toEqual({ value: 0 });
    expect(updateSystemSettingBodySchema.parse({ value: '1.25' })).toEqual({ value: 1.25 });
    expect(updateSystemSettingBodySchema.parse({ value: '1,25' })).toEqual({ value: 1.25 });
  });

  it.each([
    [undefined, 'Required'],
    [-1, 'Cannot be negative'],
    ['1,2,5', 'Must be a valid number'],
    [0.125, 'At most two decimal places'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(issuesOf(updateSystemSettingBodySchema, { value })).toEqual([
      { path: 'value', message },
    ]);
  });
});

describe('thicknessParamSchema', () => {
  it.each([
    ['3', 3],
    ['0.5', 0.5],
    ['1.25', 1.25],
    ['3.00', 3],
  ])('reads "%s" as %d mm', (text, thickness) => {
    expect(thicknessParamSchema.parse(text)).toBe(thickness);
  });

  it.each([
    ['0,5', 'Must be a valid number'],
    ['abc', 'Must be a valid number'],
    ['-1', 'Must be a valid number'],
    ['0', 'Must be greater than 0'],
    ['0.125', 'At most two decimal places'],
    ['120', 'Must be at most 100 mm'],
  ])('refuses "%s" with "%s"', (text, message) => {
    expect(issuesOf(thicknessParamSchema, text)).toEqual([{ path: '', message }]);
  });
});

describe('admin request messages', () => {
  it('need an actor with a positive id and a username', () => {
    expect(adminActorSchema.safeParse(actor).success).toBe(true);
    for (const invalid of [
      undefined,
      {},
      { adminId: 0, username: 'admin' },
      { adminId: 1.5, username: 'admin' },
      { adminId: 1, username: '' },
      { ...actor, isAdmin: true },
    ]) {
      expect(adminActorSchema.safeParse(invalid).success).toBe(false);
    }
  });

  it('carry the actor next to the fields of the body', () => {
    expect(
      createMaterialRequestSchema.parse({ actor, name: 'copper', displayName: 'Kupfer' }),
    ).toEqual({ actor, name: 'copper', displayName: 'Kupfer' });
    expect(createMaterialPriceRequestSchema.parse({ actor, ...newRow })).toMatchObject({
      actor,
      pricePerM2: 55.5,
    });
    expect(
      updateMaterialPriceRequestSchema.parse({
        actor,
        materialId: 2,
        thickness: 3,
        pricePerM2: 31.5,
        version: 1,
      }),
    ).toEqual({ actor, materialId: 2, thickness: 3, pricePerM2: 31.5, version: 1 });
    expect(
      deleteMaterialPriceRequestSchema.parse({ actor, materialId: 2, thickness: 0.5 }),
    ).toEqual({
      actor,
      materialId: 2,
      thickness: 0.5,
    });
    expect(deleteMaterialRequestSchema.parse({ actor, materialId: 3 })).toEqual({
      actor,
      materialId: 3,
    });
    expect(updateSystemSettingRequestSchema.parse({ actor, key: 'hole_cost', value: 1.5 })).toEqual(
      { actor, key: 'hole_cost', value: 1.5 },
    );
  });

  it('refuse a message without an actor', () => {
    expect(issuesOf(deleteMaterialRequestSchema, { materialId: 3 })).toEqual([
      { path: 'actor', message: expect.any(String) },
    ]);
    expect(
      issuesOf(updateMaterialPriceRequestSchema, { materialId: 2, thickness: 3, version: 1 }).map(
        (i) => i.path,
      ),
    ).toEqual(['actor']);
  });
});
