import { Link } from 'react-router';
import { buttonClasses, Card } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** /kasse with nothing to order: never an empty form, but the way back to the shop. */
export function EmptyCheckout() {
  const { t } = useShopTranslation();
  return (
    <Card className="shop:mt-8 shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
      <h2 className="shop:text-xl shop:font-semibold">{t('checkout.emptyTitle')}</h2>
      <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">
        {t('checkout.emptyText')}
      </p>
      <Link to="/shop" className={buttonClasses('primary', 'shop:mt-6')}>
        {t('checkout.emptyLink')}
      </Link>
    </Card>
  );
}
