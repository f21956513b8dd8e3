import type { Category, Product } from '@shop/contracts';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useProductPicker } from '../hooks/use-product-picker';
import { CategoryBanner } from './category-banner';
import { ParameterCard } from './parameter-card';
import { MobilePriceBar } from './mobile-price-bar';
import { PriceCard } from './price-card';

/** The category page with products: parameter cards beside the sticky price card. */
export function ProductPicker({
  category,
  products,
}: {
  category: Category;
  products: readonly Product[];
}) {
  const { t } = useShopTranslation();
  const picker = useProductPicker(category, products);
  const product = picker.resolution.status === 'resolved' ? picker.resolution.product : undefined;
  return (
    <>
      <CategoryBanner category={category} product={product} showStatus />
      <div className="shop:mt-8 shop:grid shop:items-start shop:gap-6 shop:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="parameters-title" className="shop:min-w-0">
          <h2 id="parameters-title" className="shop:sr-only">
            {t('category.parametersTitle')}
          </h2>
          <div className="shop:grid shop:gap-4">
            {picker.choices.map((choice) => (
              <ParameterCard
                key={choice.parameter.key}
                parameter={choice.parameter}
                options={choice.options}
                available={choice.available}
                outOfStock={choice.outOfStock}
                selected={choice.selected}
                optionLabels={
                  choice.parameter.key === 'subcategory' ? category.subcategoryLabels : undefined
                }
                onToggle={picker.toggle}
              />
            ))}
          </div>
        </section>
        <PriceCard picker={picker} />
      </div>
      {product && (
        <>
          {/* Room below the page's end, so the fixed bar never covers the last link. */}
          <div aria-hidden="true" className="shop:h-20 shop:lg:hidden" />
          <MobilePriceBar product={product} />
        </>
      )}
    </>
  );
}
