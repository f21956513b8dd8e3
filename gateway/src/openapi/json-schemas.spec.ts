import { describe, expect, it } from '@jest/globals';
import { cartResponseSchema, designParametersSchema, materialSchema } from '@shop/contracts';
import * as z from 'zod/mini';
import { SchemaCollector } from './json-schemas.js';

describe('SchemaCollector', () => {
  it('refers to a named schema by $ref, its parts included, and keeps it once', () => {
    const schemas = new SchemaCollector();

    expect(schemas.convert(cartResponseSchema, 'output')).toEqual({
      $ref: '#/components/schemas/Cart',
    });
    schemas.convert(cartResponseSchema, 'output');

    expect(Object.keys(schemas.components)).toEqual(
      expect.arrayContaining(['Cart', 'CartSummary', 'SheetCartLine', 'DesignParameters']),
    );
    expect(schemas.components.Cart).toMatchObject({
      properties: { summary: { $ref: '#/components/schemas/CartSummary' } },
    });
  });

  it('names the input form of a schema apart when it differs from the output form', () => {
    const schemas = new SchemaCollector();

    schemas.convert(materialSchema, 'output');
    const input = schemas.convert(z.object({ material: materialSchema }), 'input');

    expect(input).toMatchObject({
      properties: { material: { $ref: '#/components/schemas/MaterialInput' } },
    });
    expect(schemas.components.Material).toMatchObject({ additionalProperties: false });
    expect(schemas.components.MaterialInput).not.toHaveProperty('additionalProperties');
  });

  it('writes what a custom check accepts as its name entry says', () => {
    const schemas = new SchemaCollector();

    schemas.convert(designParametersSchema, 'input');

    expect(schemas.components.DesignParameters).toMatchObject({ type: 'object' });
  });

  it('refuses a custom check nobody described, rather than describe it as anything', () => {
    const undescribed = z.custom<string>((value) => typeof value === 'string');

    expect(() => new SchemaCollector().convert(undescribed, 'input')).toThrow(
      'Custom types cannot be represented in JSON Schema',
    );
  });

  it('leaves out the safe-integer bounds zod puts on every integer', () => {
    expect(new SchemaCollector().convert(z.int(), 'output')).toEqual({ type: 'integer' });
  });
});
