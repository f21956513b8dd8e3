import { useQuery } from '@tanstack/react-query';
import { listProductsResponseSchema, type ListProductsResponse } from '@shop/contracts';
import { apiRequest, catalogueQueryKeys } from '@shop/ui';

/** `GET /api/products?category=slug`: the products of one category. */
export function getCategoryProducts(
  category: string,
  signal?: AbortSignal,
): Promise<ListProductsResponse> {
  return apiRequest(
    `/api/products?category=${encodeURIComponent(category)}`,
    (data) => listProductsResponseSchema.parse(data),
    { signal },
  );
}

export function useCategoryProducts(category: string, enabled = true) {
  return useQuery({
    queryKey: catalogueQueryKeys.categoryProducts(category),
    queryFn: ({ signal }) => getCategoryProducts(category, signal),
    enabled,
  });
}
