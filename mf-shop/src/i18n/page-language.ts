import { defaultLanguage, isLanguage, type Language } from '@shop/ui';
import { useShopTranslation } from './shop-translations';

/** The language the page is shown in (de, en or pl), for requests that answer in it. */
export function usePageLanguage(): Language {
  const { i18n } = useShopTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
