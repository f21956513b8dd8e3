import { Spinner } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * While the server is still placing the order and the page asks again by itself. The live region
 * is always on the page (hidden while empty), so a screen reader announces the notice when it
 * appears.
 */
export function OrderPendingNotice({ confirming }: { confirming: boolean }) {
  const { t } = useShopTranslation();
  return (
    <div role="status" className={confirming ? undefined : 'shop:sr-only'}>
      {confirming && (
        <div className="shop:flex shop:gap-3 shop:rounded-lg shop:border shop:border-primary/40 shop:bg-primary/5 shop:p-4 shop:text-sm">
          <Spinner className="shop:mt-0.5 shop:size-5 shop:shrink-0 shop:text-primary" />
          <p>{t('checkout.banner.confirming')}</p>
        </div>
      )}
    </div>
  );
}
