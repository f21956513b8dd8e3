import { AlertMessage } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * The orange notice while the subtotal is below the minimum order value. The amount is
 * the server's, written with a point and 'EUR' ('25.00 EUR') in every language.
 */
export function MinimumOrderAlert({ minimumOrderValue }: { minimumOrderValue: string }) {
  const { t } = useShopTranslation();
  return (
    <AlertMessage
      tone="warning"
      className="shop:mt-4"
      title={t('cart.minimumOrderAlert', { amount: minimumOrderValue })}
    >
      {t('cart.minimumOrderAlertText')}
    </AlertMessage>
  );
}
