import * as z from 'zod/mini';
import type { $ZodCheck } from 'zod/v4/core';
import { hasAtMostDecimals } from '../decimals.js';
import { parseNumberInput } from '../number-input.js';
import { withoutDirectionControls } from '../text-checks.js';

/** Largest amount in EUR an operator may enter for a price, a cutting cost or a setting. */
export const MAX_ADMIN_AMOUNT_EUR = 1_000_000;

/**
 * Reads a number or a decimal string into a number; the string is read as a person types it, with
 * a decimal point or comma ("2.5", "2,5", "-1"), never "1.000,5" or "1e3". A missing or blank value
 * is 'Required'; anything else that is not a finite decimal is 'Must be a valid number'.
 */
const toDecimalNumber = z.transform((input: unknown, context) => {
  if (input === undefined || input === null || (typeof input === 'string' && !input.trim())) {
    context.issues.push({ code: 'custom', message: 'Required', input });
    return z.NEVER;
  }
  if (typeof input === 'number' && Number.isFinite(input)) return input;
  if (typeof input === 'string') {
    const parsed = parseNumberInput(input);
    if (parsed.kind === 'number') return parsed.value;
  }
  context.issues.push({ code: 'custom', message: 'Must be a valid number', input });
  return z.NEVER;
});

/** A number field of an admin form or body: a number or a decimal string, then `checks`. */
export const decimalField = (...checks: Array<$ZodCheck<number>>) =>
  z.pipe(toDecimalNumber, z.number().check(...checks));

/** EUR with at most two decimals, bounded above so the numeric(10,2) columns always fit. */
const amountChecks = [
  z.lte(MAX_ADMIN_AMOUNT_EUR, `Must be at most ${MAX_ADMIN_AMOUNT_EUR}`),
  z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
] as const;

/** Price per m²: greater than 0. */
export const positiveAmountField = () =>
  decimalField(z.positive('Must be greater than 0'), ...amountChecks);

/** Cutting cost or a setting: 0 or more. */
export const nonNegativeAmountField = () =>
  decimalField(z.gte(0, 'Cannot be negative'), ...amountChecks);

/**
 * A required text field: trimmed, 'Required' when blank, at most `maxLength` characters, without
 * direction overrides or isolates.
 */
export const requiredTextField = (maxLength: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Required', abort: true }),
      z.maxLength(maxLength, `At most ${maxLength} characters`),
      withoutDirectionControls(),
    );

/** A database id in a body: a positive whole number (or its decimal string). */
export const idField = () =>
  decimalField(
    z.refine<number>(Number.isSafeInteger, 'Must be a whole number'),
    z.positive('Must be greater than 0'),
  );
