import type { CartLine } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * Says beside a line when prices changed after it was added: the cart priced it again (and what
 * it cost before), or it can no longer be priced and is left out of the totals.
 */
export function LinePriceNote({ line }: { line: CartLine }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  if (line.unavailable) {
    return (
      <p role="status" className="shop:mt-2 shop:text-sm shop:text-destructive">
        <strong>{t('cart.unavailable')}</strong> {t('cart.unavailableText')}
      </p>
    );
  }
  if (!line.priceChanged) return null;
  return (
    <p role="status" className="shop:mt-2 shop:text-sm shop:text-muted-foreground">
      <strong className="shop:font-medium shop:text-card-foreground">
        {t('cart.priceUpdated')}
      </strong>
      {line.previousUnitPrice !== undefined &&
        ` (${t('cart.priceUpdatedFrom', { price: formats.money(line.previousUnitPrice) })})`}
    </p>
  );
}
