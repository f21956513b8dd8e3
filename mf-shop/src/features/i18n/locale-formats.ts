import { perLanguage } from '@shop/ui';
import { useShopTranslation } from './shop-translations';

/** Formatters in the visitor's language (de, en, pl), as SPEC 9 and STYLE 12 ask. */
export interface LocaleFormats {
  /** EUR with two decimals from the server's decimal string, e.g. '18,05 €' in German. */
  money(euros: string | number): string;
  /** A side length in mm, e.g. '1.000' in German. */
  millimetres(millimetres: number): string;
  /** A sheet thickness without trailing zeros, e.g. '1,5' in German. */
  thickness(millimetres: number): string;
  /** A product dimension in mm from its decimal string, without trailing zeros ('5,6'). */
  dimension(millimetres: string | number): string;
  /** A weight in kg with two decimals (SPEC 9), e.g. '49,28'. */
  kilograms(kilograms: string | number): string;
  /** A whole count in the visitor's digit grouping. */
  count(count: number): string;
  /** A rate in percent from its decimal string ('19' -> '19 %' in German, '19%' in English). */
  percent(percent: string | number): string;
}

export function createLocaleFormats(language: string): LocaleFormats {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const millimetres = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const thickness = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const kilograms = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    // The server's amounts have two decimals; Number() reads them exactly enough to print them.
    money: (value) => money.format(Number(value)),
    millimetres: (value) => millimetres.format(value),
    thickness: (value) => thickness.format(value),
    dimension: (value) => thickness.format(Number(value)),
    kilograms: (value) => kilograms.format(Number(value)),
    count: (value) => count.format(value),
    percent: (value) => percent.format(Number(value) / 100),
  };
}

/** One set of formatters per language, shared by every render. */
const formatsFor = perLanguage(createLocaleFormats);

export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useShopTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return formatsFor(language);
}
