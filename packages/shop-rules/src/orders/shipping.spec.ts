import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SHIPPING_FLAT_RATE_EUR, shippingCharge } from './shipping.js';

describe('shippingCharge', () => {
  it('charges the flat rate for a shipped order and nothing for pickup or an offer', () => {
    expect(shippingCharge('shipping', 29.9)).toBe(29.9);
    expect(shippingCharge('shipping', '14.90')).toBe('14.90');
    expect(shippingCharge('pickup', 29.9)).toBe(0);
    expect(shippingCharge(null, 29.9)).toBe(0);
  });

  it('seeds the flat rate at 29.90 EUR', () => {
    expect(DEFAULT_SHIPPING_FLAT_RATE_EUR).toBe(29.9);
  });
});
