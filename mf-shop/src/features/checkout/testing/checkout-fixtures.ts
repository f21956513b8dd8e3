import {
  seller,
  type CartResponse,
  type ErrorBody,
  type PlaceOrderBody,
  type PlaceOrderResponse,
  type SheetCartLine,
} from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import type { StubResponse } from '@shop/ui/testing';

/** The checkout's specs: a cart, the order the gateway places from it, and its answers. */

/** Two sheets of 1000 x 500 mm Stahl S235 3 mm at 18.05 EUR: 36.10 EUR. */
export const sheets: SheetCartLine = {
  id: '0b6c2f4e-8d7a-4a53-9f65-1f0e5c7b9a01',
  kind: 'sheet',
  quantity: 2,
  totalPrice: '18.05',
  unitPrice: '18.05',
  lineTotal: '36.10',
  isCustomDesign: false,
  materialId: 2,
  materialName: 'Stahl S235',
  width: 1000,
  height: 500,
  thickness: 3,
  pricePerM2: '28.90',
};

/** What a German customer's form sends: a Dresden company, shipping, prepayment. */
export const orderBody: PlaceOrderBody = {
  customer: { name: 'Jürgen Weiß', email: 'juergen.weiss@schlosserei-weiss.de' },
  billingAddress: {
    street: 'Königsbrücker Straße 12',
    postalCode: '01067',
    city: 'Dresden',
    country: 'DE',
  },
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  acceptTerms: true,
  language: 'de',
};

export const cart: CartResponse = {
  items: [sheets],
  totalQuantity: 2,
  summary: { subtotal: '36.10', minimumOrderValue: '25.00', surcharge: '0.00', total: '36.10' },
};

export const emptyCart: CartResponse = {
  items: [],
  totalQuantity: 0,
  summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
};

// 36.10 + 29.90 shipping = 66.00 net; x 19 % = 12.54; gross 78.54
export const shippedTotals = computeOrderTotals({
  lineTotalsInCents: [3610],
  shipping: 29.9,
  vatRatePercent: 19,
});

export const placedOrder: PlaceOrderResponse = {
  orderNumber: 'B-2026-000042',
  status: 'new',
  createdAt: '2026-11-26T10:15:00.000Z',
  totals: shippedTotals,
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  email: 'juergen.weiss@schlosserei-weiss.de',
  bankTransfer: {
    accountHolder: seller.bank.accountHolder,
    bankName: seller.bank.bankName,
    iban: seller.bank.iban,
    bic: seller.bank.bic,
    reference: 'B-2026-000042',
    amount: shippedTotals.gross,
    dueDays: 7,
  },
};

/** An error answer of the gateway: its status, its body and, when given, `Retry-After`. */
export function errorAnswer(body: ErrorBody, retryAfterSeconds?: number): StubResponse {
  return {
    status: body.status,
    body,
    headers: retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
  };
}

/** 504: the gateway stopped waiting while the order may still be placed. */
export const orderPending = (retryAfterSeconds?: number) =>
  errorAnswer(
    { status: 504, code: 'order_pending', message: 'The order is still being placed' },
    retryAfterSeconds,
  );

/** 409: a request with the same key is still being placed. */
export const keyInUse = (retryAfterSeconds?: number) =>
  errorAnswer(
    {
      status: 409,
      code: 'idempotency_key_in_use',
      message: 'An order with this Idempotency-Key is still being placed',
    },
    retryAfterSeconds,
  );
