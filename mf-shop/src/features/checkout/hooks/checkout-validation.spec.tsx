import { describe, expect, it } from '@jest/globals';
import { DIRECTION_CONTROL_MESSAGE } from '@shop/contracts';
import { restoreDraft } from './checkout-draft-storage';
import { serverIssuesToProblems, validateCheckout } from './checkout-validation';
import { emptyCheckoutDraft, type CheckoutValues } from './checkout-values';

const filled: CheckoutValues = {
  ...emptyCheckoutDraft,
  customer: {
    name: ' Zofia Kowalska ',
    email: 'zofia@kowalska-stal.pl',
    phone: '',
    company: '',
    vatId: 'pl 526-000-12-46',
  },
  billingAddress: { street: 'ul. Długa 12', postalCode: '00-950', city: 'Warszawa', country: 'PL' },
  // Typed earlier, then unticked: not part of the order.
  deliveryAddress: {
    street: 'Hafenstraße 7',
    postalCode: '44147',
    city: 'Dortmund',
    country: 'DE',
  },
  acceptTerms: true,
};

describe('validateCheckout', () => {
  it('makes the body the contract takes: trimmed, VAT ID in its plain form, no empty optionals', () => {
    const result = validateCheckout(filled, 'pl');
    expect(result).toEqual({
      valid: true,
      body: {
        customer: {
          name: 'Zofia Kowalska',
          email: 'zofia@kowalska-stal.pl',
          vatId: 'PL5260001246',
        },
        billingAddress: filled.billingAddress,
        delivery: 'shipping',
        paymentMethod: 'prepayment',
        acceptTerms: true,
        language: 'pl',
      },
    });
  });

  it('checks the delivery address only when the goods go there', () => {
    const elsewhere = {
      ...filled,
      differentDeliveryAddress: true,
      deliveryAddress: { ...filled.deliveryAddress, postalCode: '4414' },
    };
    expect(validateCheckout(elsewhere, 'de')).toEqual({
      valid: false,
      problems: { 'deliveryAddress.postalCode': { key: 'postalCode', values: { country: 'DE' } } },
    });
    expect(validateCheckout({ ...elsewhere, delivery: 'pickup' }, 'de').valid).toBe(true);
  });

  it('refuses direction overrides and isolates in a one-line field with their own text', () => {
    const turned = {
      ...filled,
      customer: { ...filled.customer, name: 'Zofia \u202Eakslawok' },
      billingAddress: { ...filled.billingAddress, city: 'Warszawa\u2069' },
    };
    expect(validateCheckout(turned, 'pl')).toEqual({
      valid: false,
      problems: {
        'customer.name': { key: 'directionControls' },
        'billingAddress.city': { key: 'directionControls' },
      },
    });
  });
});

describe('serverIssuesToProblems', () => {
  it('places each issue at its field and keeps those of no field apart', () => {
    const values = { ...filled, customer: { ...filled.customer, name: '' } };
    expect(
      serverIssuesToProblems(
        [
          { path: 'customer.name', message: 'Required' },
          { path: 'customer.email', message: 'Address is blocked' },
          { path: 'coupon', message: 'Unrecognized key: "coupon"' },
        ],
        values,
        'de',
      ),
    ).toEqual({
      problems: {
        'customer.name': { key: 'required' },
        'customer.email': { key: 'serverRejected' },
      },
      unplaced: [{ path: 'coupon', message: 'Unrecognized key: "coupon"' }],
    });
  });

  it("tells the server's direction-control refusal by its message, though the form found none", () => {
    expect(
      serverIssuesToProblems(
        [{ path: 'billingAddress.street', message: DIRECTION_CONTROL_MESSAGE }],
        filled,
        'de',
      ).problems,
    ).toEqual({ 'billingAddress.street': { key: 'directionControls' } });
  });
});

describe('restoreDraft', () => {
  it('takes what fits and gives the empty form for the rest', () => {
    const draft = restoreDraft({
      customer: { name: 'Jürgen Weiß', email: 42 },
      billingAddress: { postalCode: '01067', country: 'US' },
      delivery: 'drone',
      paymentMethod: 'invoice',
      acceptTerms: true,
    });
    expect(draft.customer).toMatchObject({ name: 'Jürgen Weiß', email: '' });
    expect(draft.billingAddress).toEqual({
      street: '',
      postalCode: '01067',
      city: '',
      country: 'DE',
    });
    expect(draft.delivery).toBe('shipping');
    expect(draft.paymentMethod).toBe('invoice');
    expect(draft).not.toHaveProperty('acceptTerms');
    expect(restoreDraft('garbage')).toEqual(emptyCheckoutDraft);
  });
});
