import { useMemo } from 'react';
import { useAdminTranslation } from './admin-translations';

/** Formatters in the operator's language (de, en, pl). */
export interface AdminFormats {
  /** A sheet thickness without trailing zeros: '2,5' in German, '2.5' in English. */
  thickness(millimetres: number): string;
  /** A wait in whole minutes, spelled with the language's plural: '15 Minuten', '1 minute'. */
  minutes(minutes: number): string;
}

export function createAdminFormats(language: string): AdminFormats {
  const thickness = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  });
  return {
    thickness: (value) => thickness.format(value),
    minutes: (value) => minutes.format(value),
  };
}

export function useAdminFormats(): AdminFormats {
  const { i18n } = useAdminTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createAdminFormats(language), [language]);
}
