import { useQuery } from '@tanstack/react-query';
import {
  listProductDimensionsResponseSchema,
  type ListProductDimensionsResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from '../../../api/catalogue-query-keys';

/** `GET /api/product-dimensions?category=` (admin only). */
export function getProductDimensions(
  category: string,
  signal?: AbortSignal,
): Promise<ListProductDimensionsResponse> {
  return apiRequest(
    `/api/product-dimensions?category=${encodeURIComponent(category)}`,
    (data) => listProductDimensionsResponseSchema.parse(data),
    { signal },
  );
}

/** The dimensions of one category; nothing is asked until a category is chosen. */
export function useProductDimensions(category: string) {
  return useQuery({
    queryKey: catalogueKeys.productDimensions(category),
    queryFn: ({ signal }) => getProductDimensions(category, signal),
    enabled: category !== '',
  });
}
