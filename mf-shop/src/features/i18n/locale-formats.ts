import { lazyNumberFormat, perLanguage } from '@shop/ui';
import { useShopTranslation } from './shop-translations';

/** Formatters in the visitor's language (de, en, pl): every number a customer reads is localised. */
export interface LocaleFormats {
  /** EUR with two decimals from the server's decimal string, e.g. '18,05 €' in German. */
  money(euros: string | number): string;
  /** A side length in mm, e.g. '1.000' in German. */
  millimetres(millimetres: number): string;
  /** A sheet thickness without trailing zeros, e.g. '1,5' in German. */
  thickness(millimetres: number): string;
  /** A product dimension in mm from its decimal string, without trailing zeros ('5,6'). */
  dimension(millimetres: string | number): string;
  /** A weight in kg, always with two decimals, e.g. '49,28'. */
  kilograms(kilograms: string | number): string;
  /** A whole count in the visitor's digit grouping. */
  count(count: number): string;
  /** A rate in percent from its decimal string ('19' -> '19 %' in German, '19%' in English). */
  percent(percent: string | number): string;
}

export function createLocaleFormats(language: string): LocaleFormats {
  const money = lazyNumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const millimetres = lazyNumberFormat(language, { maximumFractionDigits: 1 });
  const thickness = lazyNumberFormat(language, { maximumFractionDigits: 2 });
  const kilograms = lazyNumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const count = lazyNumberFormat(language, { maximumFractionDigits: 0 });
  const percent = lazyNumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    // The server's amounts have two decimals; Number() reads them exactly enough to print them.
    money: (value) => money(Number(value)),
    millimetres,
    thickness,
    dimension: (value) => thickness(Number(value)),
    kilograms: (value) => kilograms(Number(value)),
    count,
    percent: (value) => percent(Number(value) / 100),
  };
}

/** One set of formatters per language, shared by every render. */
const formatsFor = perLanguage(createLocaleFormats);

export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useShopTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return formatsFor(language);
}
