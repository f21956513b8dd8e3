import { lazily } from './lazy-formats.js';

/** Names and lists in the reader's language. */
export interface NameFormats {
  /** A country by its ISO code: 'Polen', 'Poland', 'Polska'; the code when it has no name. */
  country(code: string): string;
  /** A language by its code: 'Polnisch' for pl in German; the code when it has no name. */
  languageName(code: string): string;
  /** Alternatives joined the language's way: 'A, B oder C', 'A, B, or C'. */
  either(items: readonly string[]): string;
}

export function createNameFormats(language: string): NameFormats {
  const countries = lazily(
    () => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }),
  );
  const languages = lazily(
    () => new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }),
  );
  const disjunction = lazily(() => new Intl.ListFormat(language, { type: 'disjunction' }));
  return {
    country: (code) => countries().of(code) ?? code,
    languageName: (code) => languages().of(code) ?? code,
    either: (items) => disjunction().format(items),
  };
}
