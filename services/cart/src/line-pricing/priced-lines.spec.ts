import { describe, expect, it } from '@jest/globals';
import { parseDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import { pricedDesign, pricedLaser, pricedProduct, pricedSheet } from './priced-lines.js';

describe('priced lines', () => {
  it("stores a sheet at the pricing service's price, written in cents", () => {
    const sheet = {
      kind: 'sheet',
      materialId: 2,
      width: 1000,
      height: 500,
      thickness: 3,
      quantity: 4,
    } as const;
    const price = {
      material: { id: 2, displayName: 'Stahl S235' },
      thickness: 3,
      width: 1000,
      height: 500,
      area: 0.5,
      materialCost: 14.45,
      cuttingLength: 3,
      cuttingCost: 3.6,
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
      totalPrice: 18.05,
    };
    expect(pricedSheet(sheet, price)).toEqual({
      outcome: 'priced',
      line: {
        kind: 'sheet',
        unitPrice: '18.05',
        materialId: 2,
        materialName: 'Stahl S235',
        width: 1000,
        height: 500,
        thickness: 3,
        pricePerM2: '28.90',
      },
    });
  });

  const circleDesign = {
    kind: 'design',
    materialId: 1,
    thickness: 2,
    designParameters: { baseShape: 'circle', holes: { pattern: 'corners' } },
    dxfFile: '0\nSECTION\n2\nENTITIES\n0\nLINE\n0\nENDSEC\n0\nEOF\n',
    quantity: 1,
  } as const;
  const circleQuote = { totalPrice: 7.5, materialName: 'Aluminium 5754', width: 100, height: 100 };

  it('stores a design normalised with its defaults and a DXF drawn on the server, not the browser file', () => {
    const parsed = parseDesignParameters(circleDesign.designParameters);
    if (!parsed.ok) throw new Error('test design must parse');
    const normalised = {
      design: {
        ...parsed.design,
        dimensions: { ...parsed.design.dimensions, materialId: 1, materialThickness: 2 },
      },
    };
    const priced = pricedDesign(circleDesign, circleQuote);
    expect(priced).toEqual({
      outcome: 'priced',
      line: {
        kind: 'design',
        unitPrice: '7.50',
        materialId: 1,
        materialName: 'Aluminium 5754',
        thickness: 2,
        width: 100,
        height: 100,
        designParameters: normalised.design,
        dxfFile: writeDesignDxf(normalised.design),
      },
    });
    const dxf =
      priced.outcome === 'priced' && priced.line.kind === 'design' ? priced.line.dxfFile : '';
    // the circle outline and four corner holes
    expect(dxf.match(/\n\s*CIRCLE\r?\n/g)).toHaveLength(5);
    expect(dxf).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*4\r?\n/);
  });

  it("stores the line's material and thickness in the design, not the browser's", () => {
    const priced = pricedDesign(
      {
        ...circleDesign,
        designParameters: {
          baseShape: 'circle',
          dimensions: { materialId: 9, materialThickness: 7 },
        },
      },
      circleQuote,
    );
    expect(priced).toMatchObject({
      outcome: 'priced',
      line: { designParameters: { dimensions: { materialId: 1, materialThickness: 2 } } },
    });
  });

  it('refuses a design whose DXF would not fit into a cart line', () => {
    const grid = { pattern: 'grid', rows: 100, columns: 100, spacingX: 10, spacingY: 10 };
    const priced = pricedDesign(
      {
        ...circleDesign,
        designParameters: {
          baseShape: 'rectangle',
          dimensions: { width: 1100, height: 1100 },
          holes: grid,
        },
      },
      circleQuote,
    );
    expect(priced).toMatchObject({
      outcome: 'refused',
      error: { status: 400, code: 'VALIDATION_FAILED', issues: [{ path: 'designParameters' }] },
    });
  });

  it('takes a product price given as a numeric column string', () => {
    const line = { kind: 'product', productId: 7, quantity: 2 } as const;
    const product = { productId: 7, name: 'Flachstahl 20x5', price: '6.3', inStock: true };
    expect(pricedProduct(line, product)).toEqual({
      outcome: 'priced',
      line: {
        kind: 'product',
        unitPrice: '6.30',
        productId: 7,
        product: { name: 'Flachstahl 20x5' },
      },
    });
  });

  it("keeps a product's English and Polish text beside the German", () => {
    const line = { kind: 'product', productId: 7, quantity: 1 } as const;
    const translations = {
      en: { name: 'Flat bar 20x5', description: 'S235JR, 6 m' },
      pl: { name: 'Płaskownik 20x5', description: 'S235JR, 6 m' },
    };
    const product = {
      productId: 7,
      name: 'Flachstahl 20x5',
      description: 'S235JR, 6 m',
      translations,
      price: 6.3,
      inStock: true,
    };
    expect(pricedProduct(line, product)).toMatchObject({
      outcome: 'priced',
      line: { product: { name: 'Flachstahl 20x5', description: 'S235JR, 6 m', translations } },
    });
  });

  it('refuses a product that is out of stock', () => {
    const line = { kind: 'product', productId: 7, quantity: 1 } as const;
    const product = { productId: 7, name: 'Rundrohr 30x2', price: 12, inStock: false };
    expect(pricedProduct(line, product)).toEqual({
      outcome: 'out-of-stock',
      productName: 'Rundrohr 30x2',
    });
  });

  it("stores a laser part at pricing's price with the quote's file name and size", () => {
    const laser = {
      kind: 'laser',
      quoteId: '2f1c3f7e-8a8b-4c1d-9e2f-3a4b5c6d7e8f',
      materialId: 3,
      thickness: 2,
      quantity: 5,
    } as const;
    const quote = {
      unitPrice: 12.5,
      materialName: 'Edelstahl',
      fileName: 'flansch.dxf',
      widthMm: 120,
      heightMm: 80.5,
    };
    expect(pricedLaser(laser, quote)).toEqual({
      outcome: 'priced',
      line: {
        kind: 'laser',
        unitPrice: '12.50',
        quoteId: laser.quoteId,
        materialId: 3,
        materialName: 'Edelstahl',
        thickness: 2,
        fileName: 'flansch.dxf',
        width: 120,
        height: 80.5,
      },
    });
  });
});
