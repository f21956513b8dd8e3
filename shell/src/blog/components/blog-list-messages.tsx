import { useTranslation } from 'react-i18next';
import { Card, LoadError } from '@shop/ui';

/** The blog list has no posts (in any language). */
export function BlogListEmpty() {
  const { t } = useTranslation();
  return (
    <Card className="mt-8 p-10 text-center">
      <p className="text-lg text-muted-foreground">{t('blog.empty')}</p>
    </Card>
  );
}

/** The posts could not be read (service down, network): say so and offer another try. */
export function BlogListError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('blog.loadFailedTitle')}
      text={t('blog.loadFailedText')}
      retryLabel={t('blog.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
