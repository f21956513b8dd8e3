import { ButtonLink, Card, CartIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** The empty cart, with the way back to the calculator. */
export function EmptyCart() {
  const { t } = useShopTranslation();
  return (
    <Card className="shop:mt-8 shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
      <CartIcon className="shop:size-12 shop:text-muted-foreground" strokeWidth={1.5} />
      <h2 className="shop:mt-4 shop:text-xl shop:font-semibold">{t('cart.emptyTitle')}</h2>
      <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">{t('cart.emptyText')}</p>
      <ButtonLink to="/" className="shop:mt-6">
        {t('cart.emptyLink')}
      </ButtonLink>
    </Card>
  );
}
