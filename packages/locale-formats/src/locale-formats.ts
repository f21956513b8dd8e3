import { createDateFormats, type DateFormats } from './date-formats.js';
import { perLanguage } from './lazy-formats.js';
import { createNameFormats, type NameFormats } from './name-formats.js';
import { createNumberFormats, type NumberFormats } from './number-formats.js';

/**
 * Every number, amount, measure, date and name a customer or an operator reads, in one language:
 * the browser (through `useLocaleFormats` of @shop/ui), the offer PDF and the order mails all
 * write them with these, so a page, a PDF and a mail never disagree.
 */
export interface LocaleFormats extends NumberFormats, DateFormats, NameFormats {}

export interface LocaleFormatOptions {
  /** The time zone instants are dated in; the running machine's when not given. */
  timeZone?: string;
}

/** The formats of `language` ('de', 'en', 'pl' or a locale such as 'en-GB'). */
export function createLocaleFormats(
  language: string,
  options: LocaleFormatOptions = {},
): LocaleFormats {
  return {
    ...createNumberFormats(language),
    ...createDateFormats(language, options.timeZone),
    ...createNameFormats(language),
  };
}

const keptFormats = perLanguage((key: string) => {
  const [language = '', timeZone] = key.split('|');
  return createLocaleFormats(language, timeZone ? { timeZone } : {});
});

/**
 * The formats of `language`, made once and kept: what a render or a mail asks for many times.
 * Each `Intl` format inside is built only when first used.
 */
export function localeFormats(language: string, options: LocaleFormatOptions = {}): LocaleFormats {
  return keptFormats(`${language}|${options.timeZone ?? ''}`);
}

/** The shop's own time zone: a document issued at 00:30 in Dortmund bears that day's date. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

/**
 * The formats of `language` dating in the shop's time zone, whatever machine runs the code: what
 * the shop's own documents (the offer PDF, the order mails) write with.
 */
export function shopDocumentFormats(language: string): LocaleFormats {
  return localeFormats(language, { timeZone: SHOP_TIME_ZONE });
}
