import { computeOrderTotals, toCents, type CartLine, type OrderTotals } from '@shop/contracts';
import type { OrderSettings } from '../api/get-order-settings';

/**
 * The totals of the cart as an order: lines that can no longer be priced count as the server
 * counts them (not at all), shipping is the flat rate or nothing, and net, VAT and gross come from
 * the contracts' one rule, the same the quote and the order use.
 */
export function orderTotalsOf(
  lines: readonly CartLine[],
  settings: OrderSettings,
  shipping: boolean,
): OrderTotals {
  return computeOrderTotals({
    lineTotalsInCents: orderableLines(lines).map((line) => toCents(line.lineTotal)),
    shipping: shipping ? settings.shippingFlatRate : 0,
    vatRatePercent: settings.vatRatePercent,
  });
}

/** The lines an order would contain: those the server can still price and the laser can make. */
export function orderableLines<Line extends CartLine>(lines: readonly Line[]): Line[] {
  return lines.filter((line) => !line.unavailable && !line.notManufacturable);
}
