import { classNames } from '@shop/ui';
import type { Product } from '@shop/contracts';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** 'Keine Produktauswahl' until one product is resolved, then its stock badge. */
export function StockStatus({ product }: { product: Product | undefined }) {
  const { t } = useShopTranslation();
  const [text, tone] = !product
    ? [t('category.noSelection'), 'shop:border-border shop:bg-muted shop:text-muted-foreground']
    : product.inStock
      ? [t('category.inStock'), 'shop:border-success/40 shop:bg-success/15 shop:text-success']
      : [
          t('category.outOfStock'),
          'shop:border-destructive/40 shop:bg-destructive/10 shop:text-destructive',
        ];
  return (
    <span
      role="status"
      data-testid="stock-status"
      className={classNames(
        'shop:inline-flex shop:items-center shop:gap-1.5 shop:rounded-full shop:border shop:px-3 shop:py-1 shop:text-sm shop:font-medium',
        tone,
      )}
    >
      <span aria-hidden="true" className="shop:size-2 shop:rounded-full shop:bg-current" />
      {text}
    </span>
  );
}
