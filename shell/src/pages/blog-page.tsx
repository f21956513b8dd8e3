import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@shop/ui';
import { RouteMeta } from '../meta/route-meta';

/** Placeholder until the blog issue: the empty state of the article list. */
export function BlogPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <RouteMeta page="blog" />
      <h1 className="text-3xl font-bold tracking-tight">{t('blog.title')}</h1>
      <Card className="mt-8 p-10 text-center text-muted-foreground">{t('blog.empty')}</Card>
      {slug && (
        <Link to="/blog" className="mt-6 inline-block text-sm text-primary hover:underline">
          {t('blog.backToBlog')}
        </Link>
      )}
    </div>
  );
}
