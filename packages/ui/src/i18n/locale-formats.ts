import { useTranslation } from 'react-i18next';
import { lazyNumberFormat, perLanguage } from './per-language.js';

/**
 * Formatters in the reader's language (de, en, pl): every number a customer or an operator reads
 * is localised. Amounts and sizes may come as the contracts' decimal strings; `Number()` reads
 * them exactly enough to print them.
 */
export interface LocaleFormats {
  /** EUR with two decimals, e.g. '18,05 €' in German. */
  money(euros: string | number): string;
  /** EUR without decimals, for prices per tonne: '1.250 €'. */
  moneyPerTonne(euros: string | number): string;
  /** A side length in mm with at most one decimal, e.g. '1.000' in German. */
  millimetres(millimetres: number): string;
  /** A sheet thickness without trailing zeros, e.g. '1,5' in German. */
  thickness(millimetres: number): string;
  /** A product dimension in mm without trailing zeros, at most two decimals ('5,6'). */
  dimension(millimetres: string | number): string;
  /** A weight in kg, always with two decimals, e.g. '49,28'. */
  kilograms(kilograms: string | number): string;
  /** A whole count in the reader's digit grouping. */
  count(count: number): string;
  /** A rate in percent from its decimal string ('19' -> '19 %' in German, '19%' in English). */
  percent(percent: string | number): string;
  /** An area in m², two to four decimals so small parts do not read as 0,00. */
  area(squareMetres: number): string;
  /** A cutting length in metres, two to three decimals. */
  length(metres: number): string;
  /** A wait in whole minutes, spelled with the language's plural: '15 Minuten', '1 minute'. */
  minutes(minutes: number): string;
  /** A number with exactly this many decimals, e.g. pieces per tonne with 4. */
  fixed(value: number, decimals: number): string;
  /**
   * A number as a number field shows it and reads it back: the language's decimal separator, no
   * digit grouping (a field refuses '1.000,5'), e.g. '12,5' in German and '6000' in English.
   */
  numberInput(value: number): string;
  /** An amount as a money field shows it: two decimals, no digit grouping ('28,90' in German). */
  amountInput(euros: number): string;
  /**
   * A decimal string as the services send it ('18.50') as a number field shows it, its decimals
   * kept: '18,50' in German and Polish, '18.50' in English.
   */
  decimalInput(decimal: string): string;
}

/** The formatters of one language; each `Intl` format is built when it is first used. */
export function createLocaleFormats(language: string): LocaleFormats {
  const money = lazyNumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const moneyPerTonne = lazyNumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const thickness = lazyNumberFormat(language, { maximumFractionDigits: 2 });
  const kilograms = lazyNumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = lazyNumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const fixed = perLanguage((decimals: string) =>
    lazyNumberFormat(language, {
      minimumFractionDigits: Number(decimals),
      maximumFractionDigits: Number(decimals),
    }),
  );
  return {
    money: (value) => money(Number(value)),
    moneyPerTonne: (value) => moneyPerTonne(Number(value)),
    millimetres: lazyNumberFormat(language, { maximumFractionDigits: 1 }),
    thickness,
    dimension: (value) => thickness(Number(value)),
    kilograms: (value) => kilograms(Number(value)),
    count: lazyNumberFormat(language, { maximumFractionDigits: 0 }),
    percent: (value) => percent(Number(value) / 100),
    area: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    length: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
    minutes: lazyNumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
    fixed: (value, decimals) => fixed(String(decimals))(value),
    numberInput: lazyNumberFormat(language, { maximumFractionDigits: 6, useGrouping: false }),
    amountInput: lazyNumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
    decimalInput: (decimal) => decimal.replace('.', decimalSeparatorOf(language)),
  };
}

/** The language's decimal separator: ',' in German and Polish, '.' in English. */
function decimalSeparatorOf(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}

/** One set of formatters per language, shared by every render. */
const formatsFor = perLanguage(createLocaleFormats);

/** The formatters of the page's current language. */
export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.resolvedLanguage ?? i18n.language);
}
