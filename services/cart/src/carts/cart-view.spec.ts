import { describe, expect, it } from '@jest/globals';
import { cartResponseSchema } from '@shop/contracts';
import { toCartResponse } from './cart-view.js';
import type { CartEntry } from './stored-line.js';

const sheet: CartEntry = {
  id: '5f0c8f4e-4b8e-4c1a-9a57-2f1d1f3b9a01',
  quantity: 3,
  line: {
    kind: 'sheet',
    unitPrice: '4.19',
    materialId: 2,
    materialName: 'Stahl S235',
    width: 200,
    height: 100,
    thickness: 3,
    pricePerM2: '28.90',
  },
};
const product: CartEntry = {
  id: '0b7d2b52-6c53-4a8f-8d0e-2b4c7e9d1f22',
  quantity: 2,
  line: { kind: 'product', unitPrice: '6.30', productId: 7, product: { name: 'Flachstahl 20x5' } },
};

describe('toCartResponse', () => {
  it('shows an empty cart with nothing to pay', () => {
    expect(toCartResponse([])).toEqual({
      items: [],
      totalQuantity: 0,
      summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
    });
  });

  it('sums lines and makes a small order up to 25 EUR', () => {
    // 3 x 4.19 = 12.57; 2 x 6.30 = 12.60; subtotal 25.17: no surcharge
    const cart = toCartResponse([sheet, product]);
    expect(cart.items.map((item) => [item.unitPrice, item.lineTotal])).toEqual([
      ['4.19', '12.57'],
      ['6.30', '12.60'],
    ]);
    expect(cart.totalQuantity).toBe(5);
    expect(cart.summary).toEqual({
      subtotal: '25.17',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '25.17',
    });
  });

  it('answers in the shape of the contract, with the unit price also as totalPrice', () => {
    const cart = toCartResponse([sheet]);
    expect(cartResponseSchema.parse(cart)).toEqual(cart);
    expect(cart.items[0]).toMatchObject({ totalPrice: '4.19', isCustomDesign: false });
    // 12.57 -> surcharge 12.43
    expect(cart.summary).toMatchObject({ surcharge: '12.43', total: '25.00' });
  });

  it('V2 business logic, stale prices replaced: a re-priced line says so and what it cost before', () => {
    const repriced: CartEntry = {
      ...sheet,
      line: { ...sheet.line, unitPrice: '5.00', previousUnitPrice: '4.19', pricesGeneration: 3 },
    };
    const cart = toCartResponse([repriced]);
    expect(cart.items[0]).toMatchObject({
      unitPrice: '5.00',
      priceChanged: true,
      previousUnitPrice: '4.19',
    });
    // the generation is the cart's own bookkeeping and never leaves it
    expect(cart.items[0]).not.toHaveProperty('pricesGeneration');
    expect(cartResponseSchema.parse(cart)).toEqual(cart);
  });

  it('V2 business logic, unpriceable lines: a line that can no longer be priced is shown but not counted', () => {
    const gone: CartEntry = { ...product, line: { ...product.line, unavailable: true } };
    const cart = toCartResponse([sheet, gone]);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[1]).toMatchObject({ unavailable: true });
    expect(cart.items[0]).not.toHaveProperty('unavailable');
    expect(cart.totalQuantity).toBe(3);
    expect(cart.summary).toMatchObject({ subtotal: '12.57', total: '25.00' });
  });
});
