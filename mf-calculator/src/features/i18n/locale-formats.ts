import { lazyNumberFormat, perLanguage } from '@shop/ui';
import { useCalculatorTranslation } from './calculator-translations';

/** Formatters in the visitor's language (de, en, pl): every number a customer reads is localised. */
export interface LocaleFormats {
  /** EUR with two decimals, e.g. '18,05 €' in German. */
  money(euros: number): string;
  /** A sheet thickness without trailing zeros, e.g. '1,5' in German. */
  thickness(millimetres: number): string;
  /** A side length in mm, e.g. '1.000' in German. */
  millimetres(millimetres: number): string;
  /** An area in m², two to four decimals so small parts do not read as 0,00. */
  area(squareMetres: number): string;
  /** A cutting length in metres, two to three decimals. */
  length(metres: number): string;
}

export function createLocaleFormats(language: string): LocaleFormats {
  return {
    money: lazyNumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    thickness: lazyNumberFormat(language, { maximumFractionDigits: 2 }),
    millimetres: lazyNumberFormat(language, { maximumFractionDigits: 1 }),
    area: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    length: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
  };
}

/** One set of formatters per language, shared by every render. */
const formatsFor = perLanguage(createLocaleFormats);

export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useCalculatorTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return formatsFor(language);
}
