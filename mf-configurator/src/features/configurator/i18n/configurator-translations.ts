import { useContext, useMemo } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from '@shop/ui/i18n/de/configurator.json' with { type: 'json' };
import en from '@shop/ui/i18n/en/configurator.json' with { type: 'json' };
import pl from '@shop/ui/i18n/pl/configurator.json' with { type: 'json' };

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

export interface ConfiguratorFormats {
  money(euros: number): string;
  decimal(value: number): string;
  area(squareMetres: number): string;
  length(metres: number): string;
}

/** Money and measures in the visitor's language (STYLE 12). */
export function useConfiguratorFormats(): ConfiguratorFormats {
  const { i18n } = useConfiguratorTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const area = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    const length = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    });
    return {
      money: (value) => money.format(value),
      decimal: (value) => decimal.format(value),
      area: (value) => area.format(value),
      length: (value) => length.format(value),
    };
  }, [language]);
}
