import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/ui';

/** Placeholder with the rough shape of a page while its remote loads. */
export function RemotePageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <span className="sr-only">{t('remote.loading')}</span>
      <Skeleton className="mx-auto h-10 w-2/3 max-w-lg" />
      <Skeleton className="mx-auto h-5 w-1/2 max-w-md" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
