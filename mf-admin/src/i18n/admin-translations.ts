import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from './de/admin.json' with { type: 'json' };
import en from './en/admin.json' with { type: 'json' };
import pl from './pl/admin.json' with { type: 'json' };

export const ADMIN_NAMESPACE = 'admin';

const bundles = { de, en, pl } as const;

/**
 * Adds the `admin` texts to the shell's i18next instance. The remote ships its texts with itself,
 * so a redeployed remote brings its new keys along. Safe to call repeatedly.
 */
export function registerAdminTranslations(i18n: I18n): void {
  ensureNamespaceBundles(i18n, ADMIN_NAMESPACE, bundles);
}

/**
 * `useTranslation('admin')` after making sure the namespace is registered on the instance the page
 * renders with, so the first render already has its texts (no suspense, no key flash).
 */
export function useAdminTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerAdminTranslations(i18n);
  return useTranslation(ADMIN_NAMESPACE);
}
