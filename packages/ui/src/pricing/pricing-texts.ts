import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import de from '../i18n/de/pricing.json' with { type: 'json' };
import en from '../i18n/en/pricing.json' with { type: 'json' };
import pl from '../i18n/pl/pricing.json' with { type: 'json' };
import { ensureNamespaceBundles } from '../i18n/namespace-bundles.js';

const PRICING_NAMESPACE = 'pricing';
const bundles = { de, en, pl } as const;

/** The groups of the `pricing` texts: quantity discounts and the material and thickness fields. */
export type PricingTextGroup = keyof typeof de;

/**
 * The shared price texts (`pricing` namespace) of one group, put on the i18next instance the page
 * renders with first, so every remote, the server render and the tests have them.
 */
export function usePricingTexts(group: PricingTextGroup) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  ensureNamespaceBundles(i18n, PRICING_NAMESPACE, bundles);
  return useTranslation(PRICING_NAMESPACE, { keyPrefix: group });
}
