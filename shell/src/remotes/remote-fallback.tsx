import { useTranslation } from 'react-i18next';
import { Button, Card } from '@shop/ui';

/** Shown in place of a remote page that could not be loaded. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card role="alert" className="p-8 text-center">
        <h2 className="text-lg font-semibold">{t('remote.failedTitle')}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('remote.failedText')}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      </Card>
    </div>
  );
}
