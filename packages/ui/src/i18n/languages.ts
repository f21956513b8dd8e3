export const languages = ['de', 'en', 'pl'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';
export const languageStorageKey = 'language';

/** Native names, shown in the language switcher in every language. */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
};

/** Narrows any string (from storage, a URL, a select) to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
