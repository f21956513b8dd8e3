import { useMemo } from 'react';
import { useAdminTranslation } from './admin-translations';

/** Formatters in the operator's language (de, en, pl). */
export interface AdminFormats {
  /** A sheet thickness without trailing zeros: '2,5' in German, '2.5' in English. */
  thickness(millimetres: number): string;
  /** A wait in whole minutes, spelled with the language's plural: '15 Minuten', '1 minute'. */
  minutes(minutes: number): string;
  /** EUR with 2 decimals: '1.234,50 €' in German. */
  euros(amount: number): string;
  /** EUR per tonne without decimals: '1.250 €'. */
  eurosPerTonne(amount: number): string;
  /** A number with exactly this many decimals, e.g. pieces per tonne with 4. */
  fixed(value: number, decimals: number): string;
  /** A size in mm without trailing zeros: '2,5' in German. */
  millimetres(value: number): string;
}

export function createAdminFormats(language: string): AdminFormats {
  const thickness = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  });
  const euros = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const eurosPerTonne = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const millimetres = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return {
    thickness: (value) => thickness.format(value),
    minutes: (value) => minutes.format(value),
    euros: (amount) => euros.format(amount),
    eurosPerTonne: (amount) => eurosPerTonne.format(amount),
    fixed: (value, decimals) =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value),
    millimetres: (value) => millimetres.format(value),
  };
}

export function useAdminFormats(): AdminFormats {
  const { i18n } = useAdminTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createAdminFormats(language), [language]);
}
