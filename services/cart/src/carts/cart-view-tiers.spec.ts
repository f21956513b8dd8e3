import { describe, expect, it } from '@jest/globals';
import { cartResponseSchema } from '@shop/contracts';
import { toCartResponse } from './cart-view.js';
import type { CartEntry } from './stored-line.js';

const quantityTiers = [
  { minQuantity: 10, discountPercent: 5 },
  { minQuantity: 50, discountPercent: 8 },
];

function sheet(quantity: number, tiers = quantityTiers): CartEntry {
  return {
    id: '5f0c8f4e-4b8e-4c1a-9a57-2f1d1f3b9a01',
    quantity,
    line: {
      kind: 'sheet',
      unitPrice: '2.35',
      materialId: 2,
      materialName: 'Stahl S235',
      width: 100,
      height: 50,
      thickness: 3,
      pricePerM2: '28.90',
      ...(tiers.length ? { quantityTiers: tiers } : {}),
    },
  };
}

const product: CartEntry = {
  id: '0b7d2b52-6c53-4a8f-8d0e-2b4c7e9d1f22',
  quantity: 60,
  line: { kind: 'product', unitPrice: '6.30', productId: 7, product: { name: 'Flachstahl 20x5' } },
};

describe('toCartResponse with quantity tiers', () => {
  it('prices 10 sheets at 2.35 € with 5 % off: 2.23 € each, 22.30 €, saving 1.20 €', () => {
    const cart = toCartResponse([sheet(10)]);
    expect(cart.items[0]).toMatchObject({
      unitPrice: '2.23',
      totalPrice: '2.23',
      lineTotal: '22.30',
      tier: { minQuantity: 10, discountPercent: 5 },
      saving: '1.20',
    });
    // 22.30 < 25.00: the surcharge is counted from the discounted sum
    expect(cart.summary).toEqual({
      subtotal: '22.30',
      minimumOrderValue: '25.00',
      surcharge: '2.70',
      total: '25.00',
    });
    expect(cartResponseSchema.parse(cart)).toEqual(cart);
    expect(cart.items[0]).not.toHaveProperty('quantityTiers');
  });

  it('moves a line into and out of a tier with its quantity', () => {
    expect(toCartResponse([sheet(9)]).items[0]).toMatchObject({
      unitPrice: '2.35',
      lineTotal: '21.15',
      tier: null,
      saving: '0.00',
    });
    // 2.35 at 8 %: 2.162 -> 2.16; 50 × 2.16 = 108.00; saving 50 × 0.19 = 9.50
    expect(toCartResponse([sheet(50)]).items[0]).toMatchObject({
      unitPrice: '2.16',
      lineTotal: '108.00',
      tier: { minQuantity: 50, discountPercent: 8 },
      saving: '9.50',
    });
  });

  it('gives a line priced without tiers, and a stock product, no discount', () => {
    const cart = toCartResponse([sheet(10, []), product]);
    expect(
      cart.items.map((item) => [item.unitPrice, item.lineTotal, item.tier, item.saving]),
    ).toEqual([
      ['2.35', '23.50', null, '0.00'],
      ['6.30', '378.00', null, '0.00'],
    ]);
    expect(cart.summary.subtotal).toBe('401.50');
  });

  it('shows the price before a change with the same tier as the price now', () => {
    const entry = sheet(10);
    const repriced: CartEntry = {
      ...entry,
      line: { ...entry.line, unitPrice: '2.35', previousUnitPrice: '2.00', pricesGeneration: 2 },
    };
    // 2.00 at 5 % = 1.90
    expect(toCartResponse([repriced]).items[0]).toMatchObject({
      unitPrice: '2.23',
      priceChanged: true,
      previousUnitPrice: '1.90',
    });
  });
});
