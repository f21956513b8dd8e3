import { useTranslation } from 'react-i18next';
import { defaultContentLanguage, type ContentLanguage } from '@shop/contracts';
import { isLanguage } from '@shop/ui';

/** The visitor's current language, as the blog endpoints take it. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultContentLanguage;
}
