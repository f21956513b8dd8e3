import { useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from '../../../api/catalogue-query-keys';

/**
 * `GET /api/admin/products/:id` (404 for an unknown id): the product with its German name and
 * description and the stored English and Polish ones.
 */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/api/admin/products/${id}`, (data) => productSchema.parse(data), { signal });
}

/** One product, for the edit form; nothing is asked while `id` is undefined (create mode). */
export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.storedProduct(id ?? 0),
    queryFn: ({ signal }) => getProduct(id ?? 0, signal),
    enabled: id !== undefined,
    // Forgotten when the form closes: the next edit starts from what is stored then, behind the
    // spinner, never from an older copy.
    gcTime: 0,
  });
}
