import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quantityTiersResponseSchema,
  type PutQuantityTiersBody,
  type QuantityTiersResponse,
} from '@shop/contracts';
import { apiRequest, pricingQueryKeys, quantityTiersQueryKey } from '@shop/ui';

/** `PUT /api/quantity-tiers`: the whole new list (200 with the saved tiers). */
export function putQuantityTiers(body: PutQuantityTiersBody): Promise<QuantityTiersResponse> {
  return apiRequest('/api/quantity-tiers', (data) => quantityTiersResponseSchema.parse(data), {
    method: 'PUT',
    body,
  });
}

/** Saves the tiers; the calculators' hints and every calculated price read them again. */
export function usePutQuantityTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putQuantityTiers,
    onSuccess: (saved) => {
      queryClient.setQueryData(quantityTiersQueryKey(), saved);
      return queryClient.invalidateQueries({ queryKey: pricingQueryKeys.allCalculatedPrices() });
    },
  });
}
