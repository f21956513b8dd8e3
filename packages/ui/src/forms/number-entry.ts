import { hasAtMostDecimals, parseNumberInput } from '@shop/contracts';

/** What a number field accepts besides being a number; limits come from the field's contract. */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Counts such as grid rows or a quantity: no decimals. */
  wholeNumbers?: boolean;
  /** Most decimals the value may have (a price 2, a thickness 2, a sheet side 1). */
  decimals?: number;
  /** The unit named in a range message ('mm'); none for counts. */
  unit?: string;
}

/** Why a typed number is refused, as the `numberEntry` texts of the `forms` namespace say it. */
export type NumberEntryMessage =
  | { key: 'required' | 'invalidNumber' | 'wholeNumber' }
  | { key: 'between'; min: number; max: number; unit?: string }
  | { key: 'atLeast'; min: number; unit?: string }
  | { key: 'atMost'; max: number; unit?: string }
  | { key: 'tooManyDecimals'; count: number };

/** A typed number: its value, or the message that says what is wrong (with the value, if any). */
export type NumberEntry =
  { ok: true; value: number } | { ok: false; message: NumberEntryMessage; value?: number };

/**
 * Reads what a person typed (a decimal point or comma, spaces around it) and checks it against
 * the field's rules: an empty field is 'required', text is 'not a valid number', and a number
 * outside the range names the range.
 */
export function readNumberEntry(text: string, rules: NumberRules = {}): NumberEntry {
  const parsed = parseNumberInput(text);
  if (parsed.kind === 'empty') return { ok: false, message: { key: 'required' } };
  if (parsed.kind === 'invalid') return { ok: false, message: { key: 'invalidNumber' } };
  const message = numberRuleMessage(parsed.value, rules);
  return message ? { ok: false, message, value: parsed.value } : { ok: true, value: parsed.value };
}

/** The message for a number that breaks the field's rules, or undefined when it keeps them. */
export function numberRuleMessage(
  value: number,
  { min, max, wholeNumbers, decimals, unit }: NumberRules,
): NumberEntryMessage | undefined {
  if (wholeNumbers && !Number.isInteger(value)) return { key: 'wholeNumber' };
  const unitPart = unit === undefined ? {} : { unit };
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    if (min !== undefined && max !== undefined) return { key: 'between', min, max, ...unitPart };
    if (min !== undefined) return { key: 'atLeast', min, ...unitPart };
    return { key: 'atMost', max: max ?? value, ...unitPart };
  }
  if (decimals !== undefined && !hasAtMostDecimals(decimals)(value)) {
    return { key: 'tooManyDecimals', count: decimals };
  }
  return undefined;
}

/** How many decimals a step has (0.1 has 1, 0.01 has 2, 1 has none). */
export function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/**
 * The value one keyboard step up or down from `current`, kept inside the range and rounded to the
 * decimals of the step or the current value (12,5 + 1 is 13,5), so ten steps of 0.1 make 1, not
 * 0.9999999999999999.
 */
export function steppedValue(
  current: number | undefined,
  direction: 1 | -1,
  { step = 1, min, max }: { step?: number; min?: number; max?: number },
): number {
  const start = current ?? min ?? 0;
  const places = Math.max(decimalsOf(step), decimalsOf(start));
  let next = Number((start + direction * step).toFixed(places));
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}
