import { MAX_LINE_QUANTITY, parseNumberInput } from '@shop/contracts';

/**
 * The category page's quantity: a whole number of at least 1, read by the shared number parser
 * (' 12 ', '3,' and '3.0' are fine); anything else (empty, a fraction, text, zero or less)
 * becomes 1. Capped at the cart's largest line quantity.
 */
export function parseQuantity(text: string): number {
  const parsed = parseNumberInput(text);
  if (parsed.kind !== 'number' || !Number.isInteger(parsed.value) || parsed.value < 1) return 1;
  return Math.min(parsed.value, MAX_LINE_QUANTITY);
}
