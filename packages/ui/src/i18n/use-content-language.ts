import { useTranslation } from 'react-i18next';
import { defaultContentLanguage, type ContentLanguage } from '@shop/contracts';
import { isLanguage } from './languages.js';

/**
 * The page's current language, as the catalogue, material and blog reads take it (`?lang=`).
 * On the server it is the rendered page's language, so what the server fetched is what the
 * browser's first render asks for.
 */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultContentLanguage;
}
