import { useQuery } from '@tanstack/react-query';
import { listProductsResponseSchema, type ListProductsResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from '../../../api/catalogue-query-keys';

/**
 * `GET /api/products`: the whole catalogue. The admin list filters it by category in the browser:
 * one request serves every filter, and the cache entry is the one the shop reads too.
 */
export function getProducts(signal?: AbortSignal): Promise<ListProductsResponse> {
  return apiRequest('/api/products', (data) => listProductsResponseSchema.parse(data), { signal });
}

export function useProducts() {
  return useQuery({
    queryKey: catalogueKeys.products(),
    queryFn: ({ signal }) => getProducts(signal),
  });
}
