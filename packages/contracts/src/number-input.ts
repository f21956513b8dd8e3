/**
 * What a number typed by a person reads as: a number, nothing at all, or text that is not a
 * number. Ranges are not checked here; the field's contract does that with the number.
 */
export type NumberInput =
  { kind: 'number'; value: number } | { kind: 'empty' } | { kind: 'invalid' };

/**
 * An optional minus, digits, and at most one decimal separator, which may be a point or a comma
 * ('12,5' and '12.5' are both 12.5 in every language; ',5' is 0.5 and '12,' is 12). Thousands
 * separators ('1.000,5'), several separators ('1,2,3'), exponents ('1e3') and anything else are
 * refused rather than guessed at, so a typed number is never silently misread.
 */
const NUMBER_TEXT = /^-?(?:\d+[.,]?\d*|[.,]\d+)$/;

/**
 * Reads a number as a person types it in any of the shop's languages: surrounding spaces are
 * ignored, a decimal comma counts as a decimal point.
 */
export function parseNumberInput(text: string): NumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!NUMBER_TEXT.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
