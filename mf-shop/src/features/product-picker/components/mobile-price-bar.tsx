import type { Product } from '@shop/contracts';
import { Button, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * On narrow screens the price card sits below long option lists: once a product resolves, this
 * bar shows its price at the bottom edge and leads to the card (the card stays the one place to
 * buy). Hidden from large screens, where the card is sticky beside the options.
 */
function showPriceCard() {
  const card = document.getElementById('price-card');
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

export function MobilePriceBar({ product }: { product: Product }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  return (
    <div className="shop:fixed shop:inset-x-0 shop:bottom-0 shop:z-30 shop:border-t shop:border-border shop:bg-card/95 shop:px-4 shop:py-3 shop:shadow-lg shop:backdrop-blur shop:lg:hidden">
      <div className="shop:mx-auto shop:flex shop:max-w-6xl shop:items-center shop:justify-between shop:gap-3">
        <div className="shop:min-w-0">
          <p className="shop:truncate shop:text-sm shop:text-muted-foreground">{product.name}</p>
          <p className="shop:text-lg shop:font-bold shop:tabular-nums">
            {formats.money(product.price)}
            <span className="shop:ml-1 shop:text-sm shop:font-normal shop:text-muted-foreground">
              {t('category.perPiece')}
            </span>
          </p>
        </div>
        <Button onClick={showPriceCard}>{t('category.showPrice')}</Button>
      </div>
    </div>
  );
}
