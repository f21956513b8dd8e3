import { useQuery } from '@tanstack/react-query';
import { quantityTiersResponseSchema, type QuantityTiersResponse } from '@shop/contracts';
import { apiRequest } from '../api/api-request.js';
import { usePricingTexts } from './pricing-texts.js';

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

/** The quantity discount texts of the shared `pricing` namespace. */
export function usePricingTranslation() {
  return usePricingTexts('quantityTiers');
}
