import { useMemo } from 'react';
import { useLocaleFormats, type LocaleFormats } from '@shop/ui';

/**
 * The shared locale formats under the names the product form and the validated admin forms read
 * (`euros`, `millimetres`); everything else uses `useLocaleFormats` from @shop/ui directly.
 */
export interface AdminFormats extends LocaleFormats {
  /** EUR with two decimals: '1.234,50 €' in German. */
  euros(amount: number): string;
}

export function useAdminFormats(): AdminFormats {
  const formats = useLocaleFormats();
  // Product sizes have up to two decimals, which the shared `dimension` format keeps.
  return useMemo(
    () => ({ ...formats, euros: formats.money, millimetres: formats.dimension }),
    [formats],
  );
}
