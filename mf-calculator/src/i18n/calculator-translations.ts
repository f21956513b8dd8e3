import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ensureNamespaceBundles } from '@shop/ui';
import de from './de/calculator.json' with { type: 'json' };
import en from './en/calculator.json' with { type: 'json' };
import pl from './pl/calculator.json' with { type: 'json' };

export const CALCULATOR_NAMESPACE = 'calculator';

const bundles = { de, en, pl } as const;

/**
 * Adds the `calculator` texts to the shell's i18next instance. The remote ships its texts with
 * itself (the shell knows nothing about them), so a redeployed remote brings its new keys along.
 * Safe to call repeatedly: a bundle is added once per instance and language.
 */
export function registerCalculatorTranslations(i18n: I18n): void {
  ensureNamespaceBundles(i18n, CALCULATOR_NAMESPACE, bundles);
}

/**
 * `useTranslation('calculator')` after making sure the namespace is registered on the instance
 * the page renders with, so the first render already has its texts (no suspense, no key flash).
 */
export function useCalculatorTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  registerCalculatorTranslations(i18n);
  return useTranslation(CALCULATOR_NAMESPACE);
}
