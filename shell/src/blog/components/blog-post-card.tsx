import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostListItem } from '@shop/contracts';
import { Card } from '@shop/ui';
import { PostDate } from './post-date';

/**
 * One post in the list: date, title, excerpt and 'Mehr lesen'. The link stretches over the whole
 * card, so the card is one click target with one link in the tab order.
 */
export function BlogPostCard({ post }: { post: BlogPostListItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      lang={post.language}
      className="relative flex h-full flex-col p-6 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <PostDate createdAt={post.createdAt} className="text-sm text-muted-foreground" />
      <h2 id={titleId} className="mt-2 text-xl leading-snug font-semibold tracking-tight">
        {post.title}
      </h2>
      <p className="mt-3 flex-1 text-muted-foreground">{post.excerpt}</p>
      <Link
        to={`/blog/${post.slug}`}
        aria-label={t('blog.readMoreAbout', { title: post.title })}
        className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-primary after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-none"
      >
        {t('blog.readMore')}
        <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}
