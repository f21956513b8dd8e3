import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writePreferenceCookie } from '../preferences/preference-cookie.js';
import { ensureCommonTexts } from './common-texts.js';
import { defaultLanguage, isLanguage, languageStorageKey, type Language } from './languages.js';

/** One namespace's texts in every language, as a remote ships them. */
export type NamespaceResources = Record<Language, ResourceLanguage>;

/** The language the visitor chose on an earlier visit, if any. */
export function readLanguageChoice(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The language stored by an earlier visit, or German. */
export function readStoredLanguage(): Language {
  return readLanguageChoice() ?? defaultLanguage;
}

/**
 * Initialises the page's one i18next instance: the default `i18next` export, which module
 * federation shares as a singleton, so every remote's `useTranslation` reads the same instance.
 * Only the shell (and a remote's standalone dev bootstrap) calls this.
 */
export async function initI18n(
  resources: Resource,
  language: Language = readStoredLanguage(),
): Promise<I18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: ['de', 'en', 'pl'],
    defaultNS: 'common',
    ns: Object.keys(resources[language] ?? resources[defaultLanguage] ?? {}),
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18next;
}

/** Switches the language of every mounted component and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage may be blocked (private mode); the switch still applies to this visit.
  }
  writePreferenceCookie('lang', language);
  await ensureCommonTexts(language);
  await i18next.changeLanguage(language);
}

/**
 * Adds a remote's namespace to the shared instance in all languages. Called when the remote's
 * exposed module is loaded, so a remote deploys its texts together with its code.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(resources)) {
      i18next.addResourceBundle(language, namespace, bundle, true, true);
    }
  };
  if (i18next.isInitialized) {
    add();
    return;
  }
  // The shell may still be initialising when a remote loads (the first page's remote starts
  // loading in parallel). The i18next instance is shared but this module is not (each build
  // bundles its own @shop/ui), so the texts wait for the shared instance's own event.
  i18next.on('initialized', add);
}
