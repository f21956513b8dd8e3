import { useMemo } from 'react';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/** What an order shows, in the operator's language (de, en, pl). */
export interface OrderFormats {
  /** '23.11.2026, 11:15' in German: date and time in the browser's time zone. */
  dateTime(iso: string): string;
  /** A decimal string of the contracts ('1234.50') as EUR: '1.234,50 €'. */
  euros(amount: string): string;
  /** A whole number such as a quantity: '1.500' in German. */
  count(value: number): string;
  /** A VAT rate as the contracts write it ('19', '7.5'): '19 %' in German. */
  percent(rate: string): string;
  /** A country's name from its ISO code: 'Polen' for PL. */
  country(code: string): string;
  /** A language's name from its code: 'Polnisch' for pl. */
  language(code: string): string;
  /** A file's size: '830 Byte', '12,4 kB'. */
  fileSize(bytes: number): string;
  /** Items joined with 'oder' / 'or' / 'lub'. */
  either(items: readonly string[]): string;
}

export function createOrderFormats(language: string): OrderFormats {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const euros = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const languages = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const bytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'byte' });
  const kilobytes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const disjunction = new Intl.ListFormat(language, { type: 'disjunction' });
  return {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    euros: (amount) => euros.format(Number(amount)),
    count: (value) => count.format(value),
    percent: (rate) => percent.format(Number(rate) / 100),
    country: (code) => countries.of(code) ?? code,
    language: (code) => languages.of(code) ?? code,
    fileSize: (size) => (size < 1000 ? bytes.format(size) : kilobytes.format(size / 1000)),
    either: (items) => disjunction.format(items),
  };
}

export function useOrderFormats(): OrderFormats {
  const { i18n } = useAdminTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createOrderFormats(language), [language]);
}
