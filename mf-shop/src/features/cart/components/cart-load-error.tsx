import { Button } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** The cart could not be read (service down, network): say so and offer another try. */
export function CartLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useShopTranslation();
  return (
    <div
      role="alert"
      className="shop:mt-8 shop:rounded-card shop:border shop:border-destructive/50 shop:bg-destructive/10 shop:p-5 shop:text-sm"
    >
      <p className="shop:font-semibold shop:text-destructive">{t('cart.loadFailedTitle')}</p>
      <p className="shop:mt-1">{t('cart.loadFailedText')}</p>
      <Button variant="outline" className="shop:mt-4" onClick={onRetry} disabled={retrying}>
        {t('cart.retry')}
      </Button>
    </div>
  );
}
