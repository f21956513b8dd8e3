import { describe, expect, it } from '@jest/globals';
import { pricedDesign, pricedProduct, pricedSheet } from './priced-lines.js';

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

  it('stores a design with the measured size and keeps its parameters and DXF', () => {
    const design = {
      kind: 'design',
      materialId: 1,
      thickness: 2,
      designParameters: { baseShape: 'circle' },
      dxfFile: '0\nEOF\n',
      quantity: 1,
    } as const;
    const quote = { totalPrice: 7.5, materialName: 'Aluminium 5754', width: 100, height: 100 };
    expect(pricedDesign(design, quote)).toEqual({
      outcome: 'priced',
      line: {
        kind: 'design',
        unitPrice: '7.50',
        materialId: 1,
        materialName: 'Aluminium 5754',
        thickness: 2,
        width: 100,
        height: 100,
        designParameters: { baseShape: 'circle' },
        dxfFile: '0\nEOF\n',
      },
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

  it('refuses a product that is out of stock', () => {
    const line = { kind: 'product', productId: 7, quantity: 1 } as const;
    const product = { productId: 7, name: 'Rundrohr 30x2', price: 12, inStock: false };
    expect(pricedProduct(line, product)).toEqual({
      outcome: 'out-of-stock',
      productName: 'Rundrohr 30x2',
    });
  });
});
