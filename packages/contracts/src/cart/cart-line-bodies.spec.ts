import { describe, expect, it } from '@jest/globals';
import { addCartLineSchema } from './add-cart-line.js';
import {
  addDesignLineBodySchema,
  addLaserLineBodySchema,
  addProductLineBodySchema,
  addSheetLineBodySchema,
  updateCartLineBodySchema,
} from './cart-line-bodies.js';
import { MAX_DESIGN_PARAMETERS_CHARS, MAX_DXF_FILE_CHARS } from './design-parameters.js';

const sheetBody = { materialId: 2, width: 1000, height: 500, thickness: 3, quantity: 1 };
const design = {
  materialId: 2,
  thickness: 3,
  designParameters: { baseShape: 'rectangle', dimensions: { width: 200, height: 150 } },
  dxfFile: '0\nSECTION\n0\nEOF\n',
  quantity: 1,
};

/** The fields a parse failed on, each once. */
const failedPaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error && [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

describe('cart bodies', () => {
  it('drops the price the browser sends with a sheet', () => {
    const line = addSheetLineBodySchema.parse({ ...sheetBody, pricePerM2: 0.01, totalPrice: 0.01 });
    expect(line).toEqual({ kind: 'sheet', ...sheetBody });
  });

  it('parses a laser part to a line of kind laser and refuses a price or a bad quote id', () => {
    const laser = {
      quoteId: '2f1c3f7e-8a8b-4c1d-9e2f-3a4b5c6d7e8f',
      materialId: 3,
      thickness: 2,
      quantity: 5,
    };
    expect(addLaserLineBodySchema.parse(laser)).toEqual({ kind: 'laser', ...laser });
    expect(addLaserLineBodySchema.safeParse({ ...laser, unitPrice: 0.01 }).success).toBe(false);
    expect(
      failedPaths(addLaserLineBodySchema.safeParse({ ...laser, quoteId: 'x', quantity: 0 })),
    ).toEqual(['quoteId', 'quantity']);
  });

  it('drops the price and size the configurator sends with a design', () => {
    const line = addDesignLineBodySchema.parse({
      ...design,
      width: 200,
      height: 150,
      pricePerM2: '28.90',
      totalPrice: '0.01',
    });
    expect(line).toEqual({ kind: 'design', ...design });
  });

  it('turns a product body into a product line', () => {
    expect(addProductLineBodySchema.parse({ productId: 7, quantity: 3 })).toEqual({
      kind: 'product',
      productId: 7,
      quantity: 3,
    });
  });

  it('refuses unknown fields', () => {
    const result = addProductLineBodySchema.safeParse({ productId: 7, quantity: 1, price: 0.01 });
    expect(failedPaths(result)).toEqual(['']);
  });

  it.each([0, -1, 1.5, '1e9', 2 ** 53, null, 10_001])('refuses the quantity %p', (quantity) => {
    const result = updateCartLineBodySchema.safeParse({ quantity });
    expect(failedPaths(result)).toEqual(['quantity']);
  });

  it('accepts quantities from 1 to 10000', () => {
    expect(updateCartLineBodySchema.parse({ quantity: 1 })).toEqual({ quantity: 1 });
    expect(updateCartLineBodySchema.parse({ quantity: 10_000 })).toEqual({ quantity: 10_000 });
  });
});

describe('design lines', () => {
  const withParameters = (designParameters: unknown) =>
    addCartLineSchema.safeParse({ kind: 'design', ...design, designParameters });

  it('refuses parameters that are not a JSON object', () => {
    expect(failedPaths(withParameters([1, 2]))).toEqual(['designParameters']);
    expect(failedPaths(withParameters('rectangle'))).toEqual(['designParameters']);
  });

  it('refuses prototype keys anywhere in the parameters', () => {
    const polluted = JSON.parse('{"holes":{"__proto__":{"isAdmin":true}}}') as unknown;
    expect(failedPaths(withParameters(polluted))).toEqual(['designParameters']);
  });

  it('refuses parameters nested too deep or too large', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20; level += 1) deep = { next: deep };
    expect(failedPaths(withParameters(deep))).toEqual(['designParameters']);
    const large = { text: 'x'.repeat(MAX_DESIGN_PARAMETERS_CHARS) };
    expect(failedPaths(withParameters(large))).toEqual(['designParameters']);
  });

  it('refuses an empty or oversized DXF text', () => {
    const empty = addCartLineSchema.safeParse({ kind: 'design', ...design, dxfFile: '' });
    expect(failedPaths(empty)).toEqual(['dxfFile']);
    const huge = 'x'.repeat(MAX_DXF_FILE_CHARS + 1);
    const oversized = addCartLineSchema.safeParse({ kind: 'design', ...design, dxfFile: huge });
    expect(failedPaths(oversized)).toEqual(['dxfFile']);
  });

  it('has no price field at all on the wire to the cart service', () => {
    const result = addCartLineSchema.safeParse({ kind: 'sheet', ...sheetBody, totalPrice: 0.01 });
    expect(failedPaths(result)).toEqual(['']);
  });
});
