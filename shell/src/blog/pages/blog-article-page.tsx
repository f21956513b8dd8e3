import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError, articleData, useStructuredData } from '@shop/ui';
import { useBlogPost } from '../api/get-blog-post';
import { BackToBlogLink } from '../components/article-actions';
import { ArticleNotFound } from '../components/article-not-found';
import { ArticleSkeleton } from '../components/article-skeleton';
import { BlogArticle } from '../components/blog-article';
import { useArticlePageMeta } from '../hooks/use-article-page-meta';
import { useContentLanguage } from '../hooks/use-content-language';

/** A failure another try may cure: the service or the network, not an unknown or invalid slug. */
function isPassingFailure(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Route /blog/:slug: one post, its loading state, or 'Artikel nicht gefunden'. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const language = useContentLanguage();
  const article = useBlogPost(slug, language);
  const notFound = !article.validSlug || (article.data === undefined && article.isError);
  useArticlePageMeta(slug, { post: article.data, notFound });
  useStructuredData(() => article.data && articleData(article.data));

  // The router keeps the scroll position; an article opened from far down the list starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  let content;
  if (article.data) {
    content = <BlogArticle post={article.data} requestedLanguage={language} />;
  } else if (notFound) {
    const retry =
      article.validSlug && isPassingFailure(article.error)
        ? () => void article.refetch()
        : undefined;
    content = <ArticleNotFound onRetry={retry} />;
  } else {
    content = <ArticleSkeleton />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToBlogLink />
      {content}
    </div>
  );
}
