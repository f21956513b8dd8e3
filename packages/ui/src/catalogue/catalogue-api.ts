import { useQuery } from '@tanstack/react-query';
import {
  listCategoriesResponseSchema,
  type ContentLanguage,
  type ListCategoriesResponse,
} from '@shop/contracts';
import { apiRequest } from '../api/api-request.js';
import { useContentLanguage } from '../i18n/use-content-language.js';

/**
 * The query keys of the catalogue, for the shop and the admin: both share the shell's
 * QueryClient, so what the admin invalidates after a save is what the shop shows next, without a
 * reload. Everything product-related starts with `'products'` and every category with
 * `'categories'`, so one invalidation reaches the lists and every single entry in every language.
 * A read's key holds its language, so switching the language reads the texts anew.
 */
export const catalogueQueryKeys = {
  /** Without a language: the prefix of every category entry; with one: the list in it. */
  categories: (language?: ContentLanguage) =>
    language === undefined ? (['categories'] as const) : (['categories', { language }] as const),
  category: (slug: string, language: ContentLanguage) => ['categories', slug, language] as const,
  products: () => ['products'] as const,
  categoryProducts: (category: string, language: ContentLanguage) =>
    ['products', { category, language }] as const,
  product: (id: number, language: ContentLanguage) => ['products', 'detail', id, language] as const,
};

/** `?lang=` of a catalogue or material read. */
export function languageQuery(language: ContentLanguage): string {
  return `lang=${encodeURIComponent(language)}`;
}

/** `GET /api/categories`: the categories in shop order, in `language`, with product counts. */
export function getCategories(
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<ListCategoriesResponse> {
  return apiRequest(
    `/api/categories?${languageQuery(language)}`,
    (data) => listCategoriesResponseSchema.parse(data),
    { signal },
  );
}

/** The categories in the page's language. */
export function useCategories() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogueQueryKeys.categories(language),
    queryFn: ({ signal }) => getCategories(language, signal),
  });
}
