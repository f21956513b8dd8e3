import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses, Card, useNotFoundStatus } from '@shop/ui';

function NotFoundStatus() {
  useNotFoundStatus();
  return null;
}

/**
 * An unknown slug or a failed load reads 'Artikel nicht gefunden'. When the
 * failure may pass (service down, network), a retry is offered as well.
 */
export function ArticleNotFound({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="mt-6 flex flex-col items-center p-10 text-center">
      {/* Only an article that does not exist is a 404; a failure that may pass is not. */}
      {onRetry ? null : <NotFoundStatus />}
      <svg
        viewBox="0 0 24 24"
        className="size-12 text-muted-foreground"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
        <path d="m10 12 4 4m0-4-4 4" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('blog.notFoundTitle')}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{t('blog.notFoundText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('blog.retry')}
          </Button>
        )}
        <Link to="/blog" className={buttonClasses('outline')}>
          {t('blog.allPosts')}
        </Link>
        <Link to="/" className={buttonClasses('primary')}>
          {t('blog.toCalculator')}
        </Link>
      </div>
    </Card>
  );
}
