import { SHOP_TIME_ZONE } from '@shop/locale-formats';

/** B for orders (Bestellung), A for written offers (Angebot). */
export type NumberPrefix = 'B' | 'A';

/** Most documents of one kind a year can number with six digits. */
export const MAX_NUMBERS_PER_YEAR = 999_999;

/** `B-2026-000123`: the prefix, the year and the sequence within that year in six digits. */
export function formatDocumentNumber(prefix: NumberPrefix, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_NUMBERS_PER_YEAR) {
    throw new RangeError(`No ${prefix} number ${sequence} in ${year}: six digits a year at most`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year at `at` in the shop's own time zone (Germany), which numbers count by. */
export function shopYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at),
  );
}

/** The shop's calendar day at `at`, as yyyy-mm-dd. */
export function shopDate(at: Date): string {
  return new Intl.DateTimeFormat('sv', { timeZone: SHOP_TIME_ZONE }).format(at);
}

/** The day `days` after the yyyy-mm-dd `date`, as yyyy-mm-dd. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
