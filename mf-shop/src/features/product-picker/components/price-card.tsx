import { centsToEuros, type Product } from '@shop/contracts';
import { lineTotalInCents } from '@shop/shop-rules';
import { Button, Card, showToast, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useAddProductToCart } from '../api/add-product-to-cart';
import { QuantityInput } from './quantity-input';
import type { ProductPicker } from '../hooks/use-product-picker';

/**
 * The sticky price card: the resolved product's price per piece, the quantity, the line
 * total and add to cart; before a product resolves, the prompt to select every parameter.
 */
export function PriceCard({ picker }: { picker: ProductPicker }) {
  const { t } = useShopTranslation();
  const { resolution } = picker;
  return (
    <Card
      id="price-card"
      role="region"
      aria-labelledby="price-card-title"
      className="shop:scroll-mt-24 shop:p-5 shop:lg:sticky shop:lg:top-24"
    >
      <h2 id="price-card-title" className="shop:text-lg shop:font-semibold">
        {t('category.priceTitle')}
      </h2>
      {resolution.status === 'resolved' ? (
        <ResolvedPrice product={resolution.product} picker={picker} />
      ) : (
        <p className="shop:mt-3 shop:rounded-md shop:bg-muted shop:p-4 shop:text-sm shop:text-muted-foreground">
          {resolution.status === 'none' ? t('category.noMatch') : t('category.selectAll')}
        </p>
      )}
      <Button
        variant="outline"
        className="shop:mt-4 shop:w-full"
        onClick={picker.reset}
        disabled={!picker.hasSelection && picker.quantityText === '1'}
      >
        {t('category.reset')}
      </Button>
    </Card>
  );
}

function ResolvedPrice({ product, picker }: { product: Product; picker: ProductPicker }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const addToCart = useAddProductToCart();
  const { quantity } = picker;
  const lineTotalCents = lineTotalInCents(product.price, quantity);

  const add = () =>
    addToCart.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            title: t('category.added'),
            description: t('category.addedText', { quantity, name: product.name }),
          }),
        onError: () =>
          showToast({
            variant: 'error',
            title: t('category.addFailedTitle'),
            description: t('category.addFailed'),
          }),
      },
    );

  return (
    <div className="shop:mt-3">
      <p className="shop:font-medium" data-testid="resolved-product">
        {product.name}
      </p>
      <dl className="shop:mt-3 shop:space-y-2 shop:text-sm">
        <div className="shop:flex shop:items-baseline shop:justify-between shop:gap-3">
          <dt className="shop:text-muted-foreground">{t('category.pricePerPiece')}</dt>
          <dd className="shop:text-2xl shop:font-bold shop:tabular-nums">
            {formats.money(product.price)}
          </dd>
        </div>
        {product.weightPerPiece && (
          <div className="shop:flex shop:justify-between shop:gap-3">
            <dt className="shop:text-muted-foreground">{t('category.weightPerPiece')}</dt>
            <dd className="shop:tabular-nums">
              {t('category.weight', { weight: formats.kilograms(product.weightPerPiece) })}
            </dd>
          </div>
        )}
        {product.sku && (
          <div className="shop:flex shop:justify-between shop:gap-3">
            <dt className="shop:text-muted-foreground">{t('category.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
        )}
      </dl>
      <div className="shop:mt-4 shop:border-t shop:border-border shop:pt-4">
        <QuantityInput
          value={picker.quantityText}
          onChange={picker.setQuantityText}
          onCommit={picker.commitQuantity}
        />
        <div className="shop:mt-3 shop:flex shop:items-baseline shop:justify-between shop:gap-3">
          <span className="shop:text-sm shop:text-muted-foreground">{t('category.lineTotal')}</span>
          <span
            className="shop:text-lg shop:font-semibold shop:tabular-nums"
            data-testid="line-total"
          >
            {formats.money(centsToEuros(lineTotalCents))}
          </span>
        </div>
      </div>
      <Button
        size="lg"
        className="shop:mt-4 shop:w-full"
        onClick={add}
        disabled={!product.inStock}
        loading={addToCart.isPending}
      >
        {addToCart.isPending ? t('category.adding') : t('category.addToCart')}
      </Button>
    </div>
  );
}
