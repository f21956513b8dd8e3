import { useQuery } from '@tanstack/react-query';
import { listCategoriesResponseSchema, type ListCategoriesResponse } from '@shop/contracts';
import { apiRequest } from '../api/api-request.js';

/**
 * The query keys of the catalogue, for the shop and the admin: both share the shell's
 * QueryClient, so what the admin invalidates after a save is what the shop shows next, without a
 * reload. Everything product-related starts with `'products'` and every category with
 * `'categories'`, so one invalidation reaches the lists and every single entry.
 */
export const catalogueQueryKeys = {
  categories: () => ['categories'] as const,
  category: (slug: string) => ['categories', slug] as const,
  products: () => ['products'] as const,
  categoryProducts: (category: string) => ['products', { category }] as const,
  product: (id: number) => ['products', 'detail', id] as const,
};

/** `GET /api/categories`: the categories in shop order, with subcategories and product counts. */
export function getCategories(signal?: AbortSignal): Promise<ListCategoriesResponse> {
  return apiRequest('/api/categories', (data) => listCategoriesResponseSchema.parse(data), {
    signal,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueQueryKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}
