import {
  PREPAYMENT_DUE_DAYS,
  seller,
  toCents,
  type ListOrdersResponse,
  type OrderDetail,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';

// Examples of the orders routes: Stahl S235, 2 mm, 1000 × 500 mm, two pieces at the shop's
// example price, shipped to Dortmund on prepayment; totals computed with the shop's own rule.

const orderNumber = 'B-2026-000123';
const createdAt = '2026-11-25T09:30:00.000Z';
const unitPrice = '17.10';
const lineTotal = '34.20';
const totals = computeOrderTotals({
  lineTotalsInCents: [toCents(lineTotal)],
  shipping: '29.90',
  vatRatePercent: 19,
});

export const placeOrderBodyExample: PlaceOrderBody = {
  customer: {
    name: 'Erika Mustermann',
    email: 'erika.mustermann@example.com',
    phone: '+49 231 1234567',
    company: 'Mustermann Metallbau GmbH',
    vatId: 'DE123456789',
  },
  billingAddress: { street: 'Hafenstraße 3', postalCode: '44139', city: 'Dortmund', country: 'DE' },
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  acceptTerms: true,
  note: 'Bitte vor der Anlieferung anrufen.',
  language: 'de',
};

export const placeOrderResponseExample: PlaceOrderResponse = {
  orderNumber,
  status: 'new',
  createdAt,
  totals,
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  email: 'erika.mustermann@example.com',
  bankTransfer: {
    ...seller.bank,
    reference: orderNumber,
    amount: totals.gross,
    dueDays: PREPAYMENT_DUE_DAYS,
  },
};

export const orderDetailExample: OrderDetail = {
  orderNumber,
  status: 'confirmed',
  createdAt,
  language: 'de',
  customer: placeOrderBodyExample.customer,
  billingAddress: placeOrderBodyExample.billingAddress,
  deliveryAddress: null,
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  paymentReceived: { at: '2026-11-25T09:12:00.000Z', by: 'anna.admin' },
  note: 'Bitte vor der Anlieferung anrufen.',
  lines: [
    {
      kind: 'sheet',
      position: 1,
      quantity: 2,
      unitPrice,
      lineTotal,
      materialId: 2,
      materialName: 'Stahl S235',
      thickness: 2,
      width: 1000,
      height: 500,
    },
  ],
  totals,
  history: [
    { status: 'new', at: createdAt, by: null },
    { status: 'confirmed', at: '2026-11-25T10:05:00.000Z', by: 'admin' },
  ],
};

export const listOrdersExample: ListOrdersResponse = {
  orders: [
    {
      orderNumber,
      status: 'confirmed',
      createdAt,
      customerName: 'Erika Mustermann',
      company: 'Mustermann Metallbau GmbH',
      email: 'erika.mustermann@example.com',
      lineCount: 1,
      gross: totals.gross,
      delivery: 'shipping',
      paymentMethod: 'prepayment',
    },
  ],
  nextBefore: null,
};
