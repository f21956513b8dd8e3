import { formatCents, productToCents, sumCents, toCents } from '../money.js';

/** Minimum order value in EUR; a lower subtotal above 0 gets the difference as a surcharge. */
export const MINIMUM_ORDER_VALUE = 25;
export const MINIMUM_ORDER_VALUE_CENTS = 2500;

/** Money of the cart summary, as decimal strings with two places ("25.00"). */
export interface CartSummary {
  subtotal: string;
  minimumOrderValue: string;
  /** 'Aufschlag Mindestbestellung': 25.00 - subtotal when 0 < subtotal < 25.00, else "0.00". */
  surcharge: string;
  total: string;
}

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

/** A price in EUR as the cart writes it: a decimal string with two places ("14.45"). */
export function toMoneyString(euros: number | string): string {
  return formatCents(toCents(euros));
}
