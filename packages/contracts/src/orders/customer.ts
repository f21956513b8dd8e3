import * as z from 'zod/mini';
import { withoutDirectionControls } from '../text-checks.js';

/** The EU member states (ISO 3166-1 alpha-2), where the shop delivers and checks VAT IDs. */
export const euCountries = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

/** Every country an address may be in: the EU, and the neighbours outside it the shop delivers to. */
export const orderCountries = [...euCountries, 'CH', 'LI', 'NO', 'GB'] as const;
export const orderCountrySchema = z.enum(orderCountries, {
  error: 'Must be a country the shop delivers to (ISO code such as DE, PL, AT)',
});
export type OrderCountry = z.infer<typeof orderCountrySchema>;

/**
 * The format of each EU VAT identification number, by its prefix (Greece writes EL, not GR), as
 * the EU's VIES service checks them: the prefix, then digits (and for a few countries letters) of
 * a fixed pattern. A format check only: whether the number is registered is not asked.
 */
export const vatIdFormats: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** A VAT ID as customers type it, in the form it is checked and stored: capitals, no spaces, dots or dashes. */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Why a VAT ID is not one (after {@link normalizeVatId}), or undefined when its format is right
 * for the EU country its prefix names.
 */
export function vatIdProblem(vatId: string): string | undefined {
  const normalized = normalizeVatId(vatId);
  const format = vatIdFormats[normalized.slice(0, 2)];
  if (!format) return 'Must start with an EU country code (DE, PL, AT, ...)';
  if (!format.test(normalized)) {
    return normalized.startsWith('DE')
      ? 'A German VAT ID is DE and 9 digits'
      : normalized.startsWith('PL')
        ? 'A Polish VAT ID is PL and 10 digits'
        : `Not the format of a VAT ID of ${normalized.slice(0, 2)}`;
  }
  return undefined;
}

/** Postal code formats where a country has one fixed format; elsewhere 2 to 10 letters, digits, spaces or dashes. */
const postalCodeFormats: Partial<Record<OrderCountry, { pattern: RegExp; example: string }>> = {
  DE: { pattern: /^\d{5}$/, example: '44147' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1011 AB' },
};
const genericPostalCode = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

/** Why `postalCode` is not one of `country`, or undefined. */
export function postalCodeProblem(postalCode: string, country: OrderCountry): string | undefined {
  const format = postalCodeFormats[country];
  if (format) {
    return format.pattern.test(postalCode)
      ? undefined
      : `Must be a postal code of ${country}, such as ${format.example}`;
  }
  return genericPostalCode.test(postalCode) ? undefined : 'Must be a postal code';
}

/**
 * One line of text a person types (a name, a street): trimmed, at least one character, at most
 * `max`, no control characters, so a line break can never reach an e-mail header or a PDF line it
 * was not meant for, and no direction overrides or isolates, so it reads as it is.
 */
export function singleLineText(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(max, `Must be at most ${max} characters`),
      z.regex(/^[^\p{Cc}]*$/u, 'Must be one line of text without control characters'),
      withoutDirectionControls(),
    );
}

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH_ORDER = 254;
export const MAX_NOTE_LENGTH = 2000;

/** A postal address; `postalCode` is checked against the country's format. */
export const orderAddressSchema = z
  .strictObject({
    street: singleLineText(120),
    postalCode: singleLineText(10),
    city: singleLineText(80),
    country: orderCountrySchema,
  })
  .check(
    z.superRefine((address, context) => {
      const problem = postalCodeProblem(address.postalCode, address.country);
      if (problem) {
        context.issues.push({
          code: 'custom',
          message: problem,
          path: ['postalCode'],
          input: address.postalCode,
        });
      }
    }),
  );
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** Who orders: name and e-mail always; phone, company and VAT ID when the customer gives them. */
export const orderCustomerSchema = z.strictObject({
  name: singleLineText(MAX_NAME_LENGTH),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_EMAIL_LENGTH_ORDER, `Must be at most ${MAX_EMAIL_LENGTH_ORDER} characters`),
      z.email('Must be a valid e-mail address'),
    ),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^\+?[0-9 ()/-]{5,30}$/, 'Must be a phone number (digits, spaces, + - / ( ))'),
      ),
  ),
  company: z.optional(singleLineText(120)),
  vatId: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(20, 'Must be at most 20 characters'),
      z.refine((vatId) => vatIdProblem(vatId) === undefined, {
        error: (issue) => vatIdProblem(String(issue.input)) ?? 'Not a VAT ID',
      }),
      z.overwrite(normalizeVatId),
    ),
  ),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;
