import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { quantityTiersResponseSchema, type QuantityTiersResponse } from '@shop/contracts';
import { apiRequest } from '../api/api-request.js';
import de from '../i18n/de/pricing.json' with { type: 'json' };
import en from '../i18n/en/pricing.json' with { type: 'json' };
import pl from '../i18n/pl/pricing.json' with { type: 'json' };
import { ensureNamespaceBundles } from '../i18n/namespace-bundles.js';

/** The query key of the quantity discounts; the admin invalidates it after saving them. */
export const quantityTiersQueryKey = () => ['quantity-tiers'] as const;

/** `GET /api/quantity-tiers`: the quantity discounts by ascending quantity (none by default). */
export function getQuantityTiers(signal?: AbortSignal): Promise<QuantityTiersResponse> {
  return apiRequest('/api/quantity-tiers', (data) => quantityTiersResponseSchema.parse(data), {
    signal,
  });
}

/** The quantity discounts; while loading, or when they cannot be read, there are none to show. */
export function useQuantityTiers() {
  return useQuery({
    queryKey: quantityTiersQueryKey(),
    queryFn: ({ signal }) => getQuantityTiers(signal),
  });
}

const PRICING_NAMESPACE = 'pricing';
const bundles = { de, en, pl } as const;

/**
 * The shared price texts (`pricing` namespace), put on the i18next instance the page renders
 * with first, so every remote, the server render and the tests have them.
 */
export function usePricingTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  ensureNamespaceBundles(i18n, PRICING_NAMESPACE, bundles);
  return useTranslation(PRICING_NAMESPACE, { keyPrefix: 'quantityTiers' });
}
