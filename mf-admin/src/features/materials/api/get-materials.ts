import { useQuery } from '@tanstack/react-query';
import { listMaterialsResponseSchema, type ListMaterialsResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { pricingKeys } from './query-keys';

export function getMaterials(signal?: AbortSignal): Promise<ListMaterialsResponse> {
  return apiRequest('/api/materials', (data) => listMaterialsResponseSchema.parse(data), {
    signal,
  });
}

export function useMaterials() {
  return useQuery({
    queryKey: pricingKeys.materials(),
    queryFn: ({ signal }) => getMaterials(signal),
  });
}
