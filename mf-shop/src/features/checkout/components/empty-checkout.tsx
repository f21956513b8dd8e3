import { useSyncExternalStore } from 'react';
import { ButtonLink, Card, keepWhole } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { loadAlreadyOrderedNumber } from '../hooks/checkout-draft-storage';

const unchanging = () => () => undefined;
const noneOnTheServer = () => undefined;

/**
 * /kasse with nothing to order: never an empty form, but the way back to the shop. When this
 * tab's cart turned out to be ordered already, it names that order.
 */
export function EmptyCheckout() {
  const { t } = useShopTranslation();
  // Read once the page runs in the browser: the server renders the page without the tab's storage.
  const alreadyOrdered = useSyncExternalStore(
    unchanging,
    loadAlreadyOrderedNumber,
    noneOnTheServer,
  );
  return (
    <Card className="shop:mt-8 shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
      <h2 className="shop:text-xl shop:font-semibold">{t('checkout.emptyTitle')}</h2>
      {alreadyOrdered !== undefined && (
        <p role="status" className="shop:mt-2 shop:max-w-md shop:font-medium">
          {keepWhole(
            t('checkout.banner.alreadyOrdered', { orderNumber: alreadyOrdered }),
            alreadyOrdered,
          )}
        </p>
      )}
      <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">
        {t('checkout.emptyText')}
      </p>
      <ButtonLink to="/shop" className="shop:mt-6">
        {t('checkout.emptyLink')}
      </ButtonLink>
    </Card>
  );
}
