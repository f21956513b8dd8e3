import { formatCents, productToCents, toCents, type OrderTotals } from '@shop/contracts';
import { summarizeCart } from '../cart/cart-summary.js';

/** The German standard VAT rate in percent, the seed of the `vat_rate` setting. */
export const DEFAULT_VAT_RATE_PERCENT = 19;

/** What {@link computeOrderTotals} adds up. */
export interface OrderTotalsInputs {
  /** Each available line's sum in cents (unit price times quantity, exactly). */
  lineTotalsInCents: ReadonlyArray<number>;
  /** Shipping in EUR (see shippingCharge): the flat rate, or 0 for pickup and on quotes. */
  shipping: number | string;
  /** VAT in percent (19). */
  vatRatePercent: number | string;
}

/**
 * Net, VAT and gross of a cart or an order, in exact cents: subtotal plus the minimum-order
 * surcharge (on the goods alone, never on shipping) plus shipping is the net total; VAT is that
 * net total times the rate, rounded half up to the cent once (not per line, so the lines and the
 * VAT line always add up); gross is net plus VAT. The cart page, the offer PDF and the orders
 * service all compute their totals here.
 */
export function computeOrderTotals({
  lineTotalsInCents,
  shipping,
  vatRatePercent,
}: OrderTotalsInputs): OrderTotals {
  const goods = summarizeCart(lineTotalsInCents);
  const subtotalCents = toCents(goods.subtotal);
  const surchargeCents = toCents(goods.surcharge);
  const shippingCents = toCents(shipping);
  const netCents = subtotalCents + surchargeCents + shippingCents;
  const vatCents = productToCents([netCents, vatRatePercent], 10_000);
  return {
    subtotal: goods.subtotal,
    surcharge: goods.surcharge,
    shipping: formatCents(shippingCents),
    net: formatCents(netCents),
    vatRate: formatRate(vatRatePercent),
    vat: formatCents(vatCents),
    gross: formatCents(netCents + vatCents),
  };
}

/** "19", "7.5": a rate as written, without trailing zeros. */
function formatRate(rate: number | string): string {
  const hundredths = productToCents([rate]);
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
