import { formatCents, productToCents, sumCents, type CartSummary } from '@shop/contracts';

/** The minimum order value, in cents: goods for less are made up to it by a surcharge. */
export const MINIMUM_ORDER_VALUE_CENTS = 2500;

/**
 * The cart's totals from its line sums in cents: subtotal, the minimum-order surcharge
 * (the difference to 25.00 EUR when the subtotal is above 0 and below 25.00) and the total.
 * An empty cart owes nothing.
 */
export function summarizeCart(lineTotalsInCents: ReadonlyArray<number>): CartSummary {
  const subtotal = sumCents(lineTotalsInCents);
  const surcharge =
    subtotal > 0 && subtotal < MINIMUM_ORDER_VALUE_CENTS ? MINIMUM_ORDER_VALUE_CENTS - subtotal : 0;
  return {
    subtotal: formatCents(subtotal),
    minimumOrderValue: formatCents(MINIMUM_ORDER_VALUE_CENTS),
    surcharge: formatCents(surcharge),
    total: formatCents(subtotal + surcharge),
  };
}

/** A line's sum in cents: unit price (EUR, number or decimal string) times quantity, exactly. */
export function lineTotalInCents(unitPrice: number | string, quantity: number): number {
  return productToCents([unitPrice, quantity]);
}
