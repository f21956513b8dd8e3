import { useQuery } from '@tanstack/react-query';
import {
  blogSlugSchema,
  getBlogPostResponseSchema,
  type BlogSlug,
  type ContentLanguage,
  type GetBlogPostResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { blogQueryKeys } from './blog-query-keys';

/** `GET /api/blog/:slug?lang=`: one post in `language` or else German; 404 for an unknown slug. */
export function getBlogPost(
  slug: BlogSlug,
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<GetBlogPostResponse> {
  return apiRequest(
    `/api/blog/${encodeURIComponent(slug)}?lang=${language}`,
    (data) => getBlogPostResponseSchema.parse(data),
    { signal },
  );
}

/**
 * The post behind a route's slug. A slug that cannot exist (capitals, spaces, too long) is not
 * asked for: the page shows 'not found' at once, as the server would answer 400.
 */
export function useBlogPost(slug: string, language: ContentLanguage) {
  const validSlug = blogSlugSchema.safeParse(slug).success;
  const query = useQuery({
    queryKey: blogQueryKeys.post(slug, language),
    queryFn: ({ signal }) => getBlogPost(slug, language, signal),
    enabled: validSlug,
    // On a language switch the article stays on screen until its translation arrives; another
    // slug never shows the previous article.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
  return { ...query, validSlug };
}
