import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import type { Language } from './languages.js';

/**
 * The shell's own texts loaded one language at a time: a page ships only the language it shows
 * (a rendered page even carries them in its page state). One chunk per language; the `lazy-` name
 * keeps them out of the shell's preloads.
 */
const commonTextLoaders: Record<Language, () => Promise<ResourceLanguage>> = {
  de: () =>
    import(/* webpackChunkName: "lazy-texts-de" */ './de/common.json', {
      with: { type: 'json' },
    }).then((texts) => texts.default),
  en: () =>
    import(/* webpackChunkName: "lazy-texts-en" */ './en/common.json', {
      with: { type: 'json' },
    }).then((texts) => texts.default),
  pl: () =>
    import(/* webpackChunkName: "lazy-texts-pl" */ './pl/common.json', {
      with: { type: 'json' },
    }).then((texts) => texts.default),
};

/** The shell's texts in one language, as `initI18n` takes them. */
export async function loadCommonTexts(language: Language): Promise<Resource> {
  return { [language]: { common: await commonTextLoaders[language]() } };
}

/** Adds the shell's texts in `language` to the page's i18next instance unless it has them. */
export async function ensureCommonTexts(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  i18next.addResourceBundle(language, 'common', await commonTextLoaders[language]());
}
