import type { DeliveryMethod } from '@shop/contracts';

/** The seed of the `shipping_flat_rate` setting: EUR per order shipped (a pallet freight within Germany). */
export const DEFAULT_SHIPPING_FLAT_RATE_EUR = 29.9;

/**
 * What an order pays for its delivery: the flat rate when it is shipped, nothing when it is picked
 * up, and nothing on a quote, which names no delivery yet (`null`).
 */
export function shippingCharge(
  delivery: DeliveryMethod | null,
  flatRate: number | string,
): number | string {
  return delivery === 'shipping' ? flatRate : 0;
}
