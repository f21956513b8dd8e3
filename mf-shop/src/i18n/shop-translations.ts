import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from './de/shop.json' with { type: 'json' };
import en from './en/shop.json' with { type: 'json' };
import pl from './pl/shop.json' with { type: 'json' };

export const SHOP_NAMESPACE = 'shop';

const bundles = { de, en, pl } as const;

/** Adds the `shop` texts to an i18next instance once per language (federation.setup does the same). */
export function registerShopTranslations(i18n: I18n): void {
  ensureNamespaceBundles(i18n, SHOP_NAMESPACE, bundles);
}

/**
 * `useTranslation('shop')` after making sure the namespace is on the instance the page renders
 * with, so the first render has its texts (also in tests and the standalone page).
 */
export function useShopTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerShopTranslations(i18n);
  return useTranslation(SHOP_NAMESPACE);
}
