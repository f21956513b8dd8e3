import { useTranslation } from 'react-i18next';
import { RouteMeta } from '../../meta/route-meta';
import { useBlogPosts } from '../api/list-blog-posts';
import { BlogListEmpty, BlogListError } from '../components/blog-list-messages';
import { BlogPostList, BlogPostListSkeleton } from '../components/blog-post-list';
import { useContentLanguage } from '../hooks/use-content-language';

/** Route /blog: every post as a card, in the visitor's language. */
export function BlogListPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <RouteMeta page="blog" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('blog.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('blog.subtitle')}</p>
      <BlogListContent />
    </div>
  );
}

function BlogListContent() {
  const language = useContentLanguage();
  const posts = useBlogPosts(language);

  // A failed re-read (another language) keeps the posts on screen; only no posts at all is an error.
  if (posts.data === undefined) {
    return posts.isError ? (
      <BlogListError onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
    ) : (
      <BlogPostListSkeleton />
    );
  }
  if (posts.data.length === 0) return <BlogListEmpty />;
  return <BlogPostList posts={posts.data} />;
}
