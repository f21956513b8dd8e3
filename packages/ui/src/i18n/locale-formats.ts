import { useTranslation } from 'react-i18next';
import { localeFormats, type LocaleFormats } from '@shop/locale-formats';

export { createLocaleFormats, localeFormats, type LocaleFormats } from '@shop/locale-formats';

/**
 * The formats of the page's current language: every number, amount, measure and date a customer
 * or an operator reads, written by the same code as the offer PDF and the order mails.
 */
export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useTranslation();
  return localeFormats(i18n.resolvedLanguage ?? i18n.language);
}
