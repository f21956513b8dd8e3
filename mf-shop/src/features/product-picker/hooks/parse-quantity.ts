import { MAX_LINE_QUANTITY } from '@shop/contracts';

/**
 * The category page's quantity: a whole number of at least 1; anything else (empty,
 * a fraction, text, zero or less) becomes 1. Capped at the cart's largest line quantity.
 */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  const quantity = Number(trimmed);
  if (quantity < 1) return 1;
  return Math.min(quantity, MAX_LINE_QUANTITY);
}
