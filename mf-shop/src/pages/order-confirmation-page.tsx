import { useLocation } from 'react-router';
import { placeOrderResponseSchema } from '@shop/contracts';
import { ButtonLink, Card } from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';

/**
 * Route /kasse/bestaetigung: the order just placed. It comes in the history entry's state, which
 * survives a reload of this tab but is never in the address, so bank details and e-mail are not
 * shared with a copied link; opened without it, the page says there is nothing to show.
 */
export default function OrderConfirmationPage() {
  const { t } = useShopTranslation();
  const location = useLocation();
  const state = location.state as { order?: unknown } | null;
  const order = placeOrderResponseSchema.safeParse(state?.order);

  return (
    <div className="shop:mx-auto shop:max-w-4xl shop:px-4 shop:py-10">
      {order.success ? (
        <OrderConfirmation order={order.data} />
      ) : (
        <Card className="shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
          <h1 className="shop:text-2xl shop:font-semibold">
            {t('checkout.confirmation.missingTitle')}
          </h1>
          <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">
            {t('checkout.confirmation.missingText')}
          </p>
          <ButtonLink to="/shop" className="shop:mt-6">
            {t('checkout.confirmation.missingLink')}
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
