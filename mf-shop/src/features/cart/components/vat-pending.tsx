import { Button, Skeleton } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { OrderSettingsState } from '../../../api/get-order-settings';

/**
 * In place of the VAT and gross rows while the VAT rate is unknown: grey blocks while it loads,
 * or what failed with a retry.
 */
export function VatPending({ orderSettings }: { orderSettings: OrderSettingsState }) {
  const { t } = useShopTranslation();
  if (orderSettings.failed) {
    return (
      <div role="alert" className="shop:flex shop:flex-wrap shop:items-center shop:gap-2">
        <span className="shop:text-muted-foreground">{t('cart.vatFailed')}</span>
        <Button
          variant="outline"
          size="xs"
          onClick={orderSettings.retry}
          disabled={orderSettings.retrying}
        >
          {t('cart.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="shop:space-y-2">
      <Skeleton className="shop:h-4" />
      <Skeleton className="shop:h-7" />
    </div>
  );
}
