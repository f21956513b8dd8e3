import { beforeEach, describe, expect, it } from '@jest/globals';
import { orderBody, sheets } from '../testing/checkout-fixtures';
import { clearCheckoutStorage, dropAttempt } from './checkout-draft-storage';
import { attemptFingerprint, attemptIdempotencyKey } from './idempotency-key';

const body = orderBody;
const sent = attemptFingerprint(body, [sheets]);

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('attemptIdempotencyKey', () => {
  it('keeps the key for the very same values and cart, across a reload of the page', () => {
    const key = attemptIdempotencyKey(sent);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // What a reloaded page rebuilds from its draft and the cart it reads again.
    expect(attemptIdempotencyKey(attemptFingerprint({ ...body }, [{ ...sheets }]))).toBe(key);
  });

  it('makes a new key for changed values, another language or a changed cart', () => {
    const key = attemptIdempotencyKey(sent);
    const otherCity = { ...body, billingAddress: { ...body.billingAddress, city: 'Meißen' } };
    const changed = [
      attemptFingerprint(otherCity, [sheets]),
      attemptFingerprint({ ...body, language: 'en' }, [sheets]),
      attemptFingerprint(body, [{ ...sheets, quantity: 3 }]),
    ];
    const keys = changed.map((fingerprint) => attemptIdempotencyKey(fingerprint));
    expect(new Set([key, ...keys]).size).toBe(4);
  });

  it('starts a new attempt once the open one is dropped or the order placed', () => {
    const key = attemptIdempotencyKey(sent);
    dropAttempt();
    const next = attemptIdempotencyKey(sent);
    expect(next).not.toBe(key);
    clearCheckoutStorage();
    expect(attemptIdempotencyKey(sent)).not.toBe(next);
  });

  it('does not send a key an older page kept without its values', () => {
    window.sessionStorage.setItem('bleche:checkout-attempt', 'a-key-of-an-older-page');
    expect(attemptIdempotencyKey(sent)).not.toBe('a-key-of-an-older-page');
  });
});
