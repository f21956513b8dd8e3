import { useQuery } from '@tanstack/react-query';
import {
  listProductsResponseSchema,
  type ContentLanguage,
  type ListProductsResponse,
} from '@shop/contracts';
import { apiRequest, catalogueQueryKeys, languageQuery, useContentLanguage } from '@shop/ui';

/** `GET /api/products?category=slug&lang=`: the products of one category, named in `language`. */
export function getCategoryProducts(
  category: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<ListProductsResponse> {
  return apiRequest(
    `/api/products?category=${encodeURIComponent(category)}&${languageQuery(language)}`,
    (data) => listProductsResponseSchema.parse(data),
    { signal },
  );
}

/** The products of one category in the page's language. */
export function useCategoryProducts(category: string, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogueQueryKeys.categoryProducts(category, language),
    queryFn: ({ signal }) => getCategoryProducts(category, language, signal),
    enabled,
  });
}
