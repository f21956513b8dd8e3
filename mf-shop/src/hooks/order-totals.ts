import { toCents, type CartLine, type DeliveryMethod, type OrderTotals } from '@shop/contracts';
import { computeOrderTotals, orderableLines, shippingCharge } from '@shop/shop-rules';
import type { OrderSettings } from '../api/get-order-settings';

/**
 * The totals of the cart as an order: lines that can no longer be priced count as the server
 * counts them (not at all), shipping is charged by the delivery chosen (none yet: `null`), and
 * net, VAT and gross come from the shop rules, the same the offer and the order use.
 */
export function orderTotalsOf(
  lines: readonly CartLine[],
  settings: OrderSettings,
  delivery: DeliveryMethod | null,
): OrderTotals {
  return computeOrderTotals({
    lineTotalsInCents: orderableLines(lines).map((line) => toCents(line.lineTotal)),
    shipping: shippingCharge(delivery, settings.shippingFlatRate),
    vatRatePercent: settings.vatRatePercent,
  });
}
