import { useCallback } from 'react';
import { useContentLanguage } from './use-content-language';
import { formatPostDate } from './format-post-date';

/** Formats post dates in the visitor's language (and regional variant for en and pl). */
export function usePostDateFormat(): (isoTimestamp: string) => string {
  const language = useContentLanguage();
  return useCallback(
    (isoTimestamp: string) => formatPostDate(isoTimestamp, language, navigator.languages ?? []),
    [language],
  );
}
