import { describe, expect, it } from '@jest/globals';
import type { OrderDetail } from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import { orderConfirmationMail } from './order-mails.js';

// 10 sheets at 2.35 EUR with 5 % off: 2.23 EUR each, 22.30 EUR, saving 1.20 EUR
const totals = computeOrderTotals({
  lineTotalsInCents: [2230],
  shipping: '29.90',
  vatRatePercent: 19,
});

function order(language: 'de' | 'en' | 'pl', tiered: boolean): OrderDetail {
  return {
    orderNumber: 'B-2026-000124',
    status: 'new',
    createdAt: '2026-11-25T09:30:00.000Z',
    language,
    customer: { name: 'Erika Mustermann', email: 'erika@example.com' },
    billingAddress: {
      street: 'Hafenstraße 3',
      postalCode: '44139',
      city: 'Dortmund',
      country: 'DE',
    },
    deliveryAddress: null,
    delivery: 'shipping',
    paymentMethod: 'invoice',
    paymentReceived: null,
    note: null,
    lines: [
      {
        kind: 'sheet',
        position: 1,
        quantity: 10,
        unitPrice: tiered ? '2.23' : '2.35',
        lineTotal: tiered ? '22.30' : '23.50',
        ...(tiered ? { tier: { minQuantity: 10, discountPercent: 5 }, saving: '1.20' } : {}),
        materialId: 2,
        materialName: 'Stahl S235',
        thickness: 2,
        width: 100,
        height: 50,
      },
    ],
    totals,
    history: [],
  };
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the order confirmation of a discounted line', () => {
  it('names the tier and the saving beside the line in the order language', () => {
    expect(plain(orderConfirmationMail(order('de', true)).text)).toContain(
      '(Mengenrabatt ab 10 Stück −5 %, Sie sparen 1,20 €)',
    );
    expect(plain(orderConfirmationMail(order('en', true)).text)).toContain(
      '(quantity discount from 10 pieces −5%, you save €1.20)',
    );
    expect(plain(orderConfirmationMail(order('pl', true)).text)).toContain(
      '(rabat ilościowy od 10 szt. −5%, oszczędzasz 1,20 €)',
    );
  });

  it('says nothing of a discount on a line without one', () => {
    expect(orderConfirmationMail(order('de', false)).text).not.toMatch(/Mengenrabatt/);
  });
});
