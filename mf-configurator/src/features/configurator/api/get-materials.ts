import { useQuery } from '@tanstack/react-query';
import { listMaterialsResponseSchema, type ListMaterialsResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { configuratorKeys } from './query-keys';

export function getMaterials(signal?: AbortSignal): Promise<ListMaterialsResponse> {
  return apiRequest('/api/materials', (data) => listMaterialsResponseSchema.parse(data), {
    signal,
  });
}

/** `GET /api/materials` (SPEC 7), shared with the calculator through the same key. */
export function useMaterials() {
  return useQuery({
    queryKey: configuratorKeys.materials(),
    queryFn: ({ signal }) => getMaterials(signal),
  });
}
