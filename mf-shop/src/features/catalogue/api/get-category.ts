import { useQuery } from '@tanstack/react-query';
import { categorySchema, type Category } from '@shop/contracts';
import { apiRequest, catalogueQueryKeys } from '@shop/ui';

/** `GET /api/categories/:slug`: one category; an unknown slug is a 404 ApiError. */
export function getCategory(slug: string, signal?: AbortSignal): Promise<Category> {
  return apiRequest(
    `/api/categories/${encodeURIComponent(slug)}`,
    (data) => categorySchema.parse(data),
    { signal },
  );
}

export function useCategory(slug: string) {
  return useQuery({
    queryKey: catalogueQueryKeys.category(slug),
    queryFn: ({ signal }) => getCategory(slug, signal),
  });
}
