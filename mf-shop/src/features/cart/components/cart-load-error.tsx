import { LoadError } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** The cart could not be read (service down, network): say so and offer another try. */
export function CartLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useShopTranslation();
  return (
    <LoadError
      title={t('cart.loadFailedTitle')}
      text={t('cart.loadFailedText')}
      retryLabel={t('cart.retry')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
