import type { BlogSlug, ContentLanguage } from '@shop/contracts';

/**
 * Every query key of the blog. The language is part of each key, so a language switch asks the
 * server for the posts in the new language instead of showing the cached ones.
 */
export const blogQueryKeys = {
  all: ['blog'] as const,
  list: (language: ContentLanguage) => ['blog', 'list', language] as const,
  post: (slug: BlogSlug, language: ContentLanguage) => ['blog', 'post', slug, language] as const,
};
