import * as z from 'zod/mini';
import { moneyStringSchema } from '../cart/cart.js';

/**
 * The totals of an offer or an order, as decimal strings with two places. The shop's prices are
 * net: goods (`subtotal`), the minimum-order surcharge and shipping make the net total, VAT at
 * `vatRate` percent is computed once on that net total, and the gross total is their sum.
 */
export const orderTotalsSchema = z.object({
  /** The lines' sums. */
  subtotal: moneyStringSchema,
  /** The difference to the minimum order value when the goods come to less ("0.00" otherwise). */
  surcharge: moneyStringSchema,
  /** The shipping flat rate, or "0.00" for pickup (and on a written offer, which names no delivery yet). */
  shipping: moneyStringSchema,
  net: moneyStringSchema,
  /** VAT in percent, as a decimal string ("19" or "7.5"). */
  vatRate: z.string().check(z.regex(/^\d{1,2}(\.\d{1,2})?$/)),
  vat: moneyStringSchema,
  gross: moneyStringSchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;
