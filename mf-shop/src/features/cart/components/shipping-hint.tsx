import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** The cart's totals carry no shipping: the delivery (pickup or shipping) is chosen at checkout. */
export function ShippingHint({ shippingFlatRate }: { shippingFlatRate: number | undefined }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  return (
    <p className="shop:mt-3 shop:text-xs shop:text-muted-foreground">
      {shippingFlatRate === undefined
        ? t('cart.shippingHintShort')
        : t('cart.shippingHint', { amount: formats.money(shippingFlatRate) })}
    </p>
  );
}
