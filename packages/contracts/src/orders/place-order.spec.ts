import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { normalizeVatId, vatIdProblem } from './customer.js';
import { type PlaceOrderBody, placeOrderBodySchema } from './place-order.js';

const validOrder: PlaceOrderBody = {
  customer: {
    name: 'Anna Schmidt',
    email: 'anna.schmidt@schlosserei-schmidt.de',
    phone: '+49 231 123456',
    company: 'Schlosserei Schmidt GmbH',
    vatId: 'DE123456789',
  },
  billingAddress: {
    street: 'Hafenstraße 7',
    postalCode: '44147',
    city: 'Dortmund',
    country: 'DE',
  },
  deliveryAddress: {
    street: 'ul. Długa 12',
    postalCode: '00-950',
    city: 'Warszawa',
    country: 'PL',
  },
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  acceptTerms: true,
  language: 'de',
};

/** The field paths a body is refused for, with their messages. */
function problems(body: unknown): Record<string, string> {
  const result = z.safeParse(placeOrderBodySchema, body);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('placeOrderBodySchema', () => {
  it('takes a complete order with a company, a VAT ID and another delivery address', () => {
    expect(problems(validOrder)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      problems({
        ...validOrder,
        customer: { ...validOrder.customer, name: ' ', email: 'anna@', vatId: 'DE12345' },
        billingAddress: { ...validOrder.billingAddress, postalCode: '4414' },
        acceptTerms: false,
      }),
    ).toEqual({
      'customer.name': 'Required',
      'customer.email': 'Must be a valid e-mail address',
      'customer.vatId': 'A German VAT ID is DE and 9 digits',
      'billingAddress.postalCode': 'Must be a postal code of DE, such as 44147',
      acceptTerms: 'The terms and conditions must be accepted',
    });
  });

  it('refuses a line break in a name or an address, so none can reach an e-mail header', () => {
    expect(
      problems({
        ...validOrder,
        customer: { ...validOrder.customer, name: 'Anna\r\nBcc: victim@example.com' },
      }),
    ).toEqual({ 'customer.name': 'Must be one line of text without control characters' });
    expect(
      problems({
        ...validOrder,
        customer: { ...validOrder.customer, email: 'anna@example.com\r\nBcc: victim@example.com' },
      }),
    ).toEqual({ 'customer.email': 'Must be a valid e-mail address' });
  });

  it('checks a Polish postal code as NN-NNN', () => {
    expect(
      problems({
        ...validOrder,
        deliveryAddress: { ...validOrder.deliveryAddress!, postalCode: '00950' },
      }),
    ).toEqual({ 'deliveryAddress.postalCode': 'Must be a postal code of PL, such as 00-950' });
  });

  it('refuses a country the shop does not deliver to, and unknown fields', () => {
    expect(
      problems({
        ...validOrder,
        billingAddress: { ...validOrder.billingAddress, country: 'US' },
        coupon: 'FREE',
      }),
    ).toMatchObject({
      'billingAddress.country':
        'Must be a country the shop delivers to (ISO code such as DE, PL, AT)',
    });
  });

  it('stores a VAT ID as typed with spaces and dots in its plain form', () => {
    const parsed = placeOrderBodySchema.parse({
      ...validOrder,
      customer: { ...validOrder.customer, vatId: 'pl 526-000-12-46' },
    });
    expect(parsed.customer.vatId).toBe('PL5260001246');
  });
});

describe('vatIdProblem', () => {
  it.each([
    'DE123456789',
    'PL5260001246',
    'ATU12345678',
    'FRXX123456789',
    'NL123456789B01',
    'EL123456789',
  ])('accepts the format of %s', (vatId) => {
    expect(vatIdProblem(vatId)).toBeUndefined();
  });

  it('explains what a German and a Polish VAT ID look like', () => {
    expect(vatIdProblem('DE12345678')).toBe('A German VAT ID is DE and 9 digits');
    expect(vatIdProblem('PL123')).toBe('A Polish VAT ID is PL and 10 digits');
    expect(vatIdProblem('ATU1234')).toBe('Not the format of a VAT ID of AT');
    expect(vatIdProblem('US123456789')).toBe(
      'Must start with an EU country code (DE, PL, AT, ...)',
    );
  });

  it('normalises spaces, dots, dashes and lower case', () => {
    expect(normalizeVatId(' de 123.456.789 ')).toBe('DE123456789');
  });
});
