import { useTranslation } from 'react-i18next';
import { Button, Card } from '@shop/ui';

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
    <div
      role="alert"
      className="mt-8 rounded-card border border-destructive/50 bg-destructive/10 p-5 text-sm"
    >
      <p className="font-semibold text-destructive">{t('blog.loadFailedTitle')}</p>
      <p className="mt-1">{t('blog.loadFailedText')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        {t('blog.retry')}
      </Button>
    </div>
  );
}
