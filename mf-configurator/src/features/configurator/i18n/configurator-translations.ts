import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from '../../../i18n/de/configurator.json' with { type: 'json' };
import en from '../../../i18n/en/configurator.json' with { type: 'json' };
import pl from '../../../i18n/pl/configurator.json' with { type: 'json' };

export const CONFIGURATOR_NAMESPACE = 'configurator';

const bundles = { de, en, pl } as const;

/** Adds the `configurator` texts to the instance the page renders with, once per language. */
export function registerConfiguratorTranslations(i18n: I18n): void {
  ensureNamespaceBundles(i18n, CONFIGURATOR_NAMESPACE, bundles);
}

/** `useTranslation('configurator')` with the namespace registered before the first render. */
export function useConfiguratorTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerConfiguratorTranslations(i18n);
  return useTranslation(CONFIGURATOR_NAMESPACE);
}
