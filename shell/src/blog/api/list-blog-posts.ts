import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listBlogPostsResponseSchema,
  type ContentLanguage,
  type ListBlogPostsResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { blogQueryKeys } from './blog-query-keys';

/** `GET /api/blog?lang=`: every post, newest first, each in `language` or else German. */
export function listBlogPosts(
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<ListBlogPostsResponse> {
  return apiRequest(
    `/api/blog?lang=${language}`,
    (data) => listBlogPostsResponseSchema.parse(data),
    { signal },
  );
}

export function useBlogPosts(language: ContentLanguage) {
  return useQuery({
    queryKey: blogQueryKeys.list(language),
    queryFn: ({ signal }) => listBlogPosts(language, signal),
    // After a language switch the list stays on screen until the translated one arrives.
    placeholderData: keepPreviousData,
  });
}
