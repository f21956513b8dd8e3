import { useTranslation } from 'react-i18next';
import type { BlogPostListItem } from '@shop/contracts';
import { BlogPostCard } from './blog-post-card';
import { BlogPostCardSkeleton } from './blog-post-card-skeleton';

const gridClasses = 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function BlogPostList({ posts }: { posts: BlogPostListItem[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('blog.postsLabel')} className={gridClasses}>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** Three placeholder cards while the posts load. */
export function BlogPostListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={gridClasses}>
      <span className="sr-only">{t('blog.loadingPosts')}</span>
      <BlogPostCardSkeleton />
      <BlogPostCardSkeleton />
      <BlogPostCardSkeleton />
    </div>
  );
}
