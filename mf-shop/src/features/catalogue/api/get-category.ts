import { useQuery } from '@tanstack/react-query';
import { categorySchema, type Category, type ContentLanguage } from '@shop/contracts';
import { apiRequest, catalogueQueryKeys, languageQuery, useContentLanguage } from '@shop/ui';

/** `GET /api/categories/:slug?lang=`: one category in `language`; an unknown slug is a 404. */
export function getCategory(
  slug: string,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<Category> {
  return apiRequest(
    `/api/categories/${encodeURIComponent(slug)}?${languageQuery(language)}`,
    (data) => categorySchema.parse(data),
    { signal },
  );
}

/** One category in the page's language. */
export function useCategory(slug: string) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogueQueryKeys.category(slug, language),
    queryFn: ({ signal }) => getCategory(slug, language, signal),
  });
}
