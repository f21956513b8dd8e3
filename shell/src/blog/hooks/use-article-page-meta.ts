import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@shop/contracts';
import { usePageMeta } from '@shop/ui';

/**
 * The head of an article page: the post's own title, description, keywords, social tags and
 * canonical address once it is loaded; the blog's texts while it loads; 'not found' otherwise.
 * One hook for all three, so no second writer can overwrite the article's head afterwards.
 */
export function useArticlePageMeta(
  slug: string,
  state: { post: BlogPost | undefined; notFound: boolean },
): void {
  const { t } = useTranslation();
  const { post, notFound } = state;
  const path = `/blog/${slug}`;
  const blogDefaults = {
    title: t('meta.blogTitle'),
    description: t('meta.blogDescription'),
    keywords: t('meta.blogKeywords'),
  };
  let meta;
  if (post) {
    meta = {
      title: t('meta.articleTitle', { title: post.title }),
      description: post.metaDescription || post.excerpt,
      keywords: post.metaKeywords || blogDefaults.keywords,
      type: 'article' as const,
      publishedTime: post.createdAt,
    };
  } else if (notFound) {
    meta = { ...blogDefaults, title: t('meta.articleNotFoundTitle') };
  } else {
    meta = blogDefaults;
  }
  usePageMeta({ ...meta, path });
}
