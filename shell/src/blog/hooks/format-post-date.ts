import type { ContentLanguage } from '@shop/contracts';

/**
 * The locale a post's date is written in. German is always 'de-DE' (the German long format,
 * '14. März 2026'); English and Polish follow the visitor's own regional variant when the browser
 * names one (en-GB writes '14 March 2026', en-US 'March 14, 2026').
 */
export function postDateLocale(
  language: ContentLanguage,
  preferredLocales: readonly string[],
): string {
  if (language === 'de') return 'de-DE';
  return (
    preferredLocales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? language
  );
}

/**
 * A post's publication date with the month written out. Dates are read in the shop's own time
 * zone, so every visitor sees the day the post was published in Germany.
 */
export function formatPostDate(
  isoTimestamp: string,
  language: ContentLanguage,
  preferredLocales: readonly string[] = [],
): string {
  return new Intl.DateTimeFormat(postDateLocale(language, preferredLocales), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(isoTimestamp));
}
