import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses, useNotFoundStatus } from '@shop/ui';
import { RouteMeta } from '../meta/route-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  useNotFoundStatus();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <RouteMeta page="notFound" />
      <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
