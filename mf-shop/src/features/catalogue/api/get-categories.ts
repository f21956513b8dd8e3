import { useQuery } from '@tanstack/react-query';
import { listCategoriesResponseSchema, type ListCategoriesResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from './query-keys';

/** `GET /api/categories`: the twelve categories in shop order, each with its product count. */
export function getCategories(signal?: AbortSignal): Promise<ListCategoriesResponse> {
  return apiRequest('/api/categories', (data) => listCategoriesResponseSchema.parse(data), {
    signal,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}
