import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/ui';

/** The article's shape while it loads: date, title, paragraphs. */
export function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">{t('blog.loadingPost')}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-4 h-10 w-11/12" />
      <Skeleton className="mt-2 h-10 w-1/2" />
      <div className="mt-10 space-y-3">
        {['w-full', 'w-full', 'w-5/6', 'w-full', 'w-2/3'].map((width, index) => (
          <Skeleton key={index} className={`h-4 ${width}`} />
        ))}
      </div>
    </div>
  );
}
