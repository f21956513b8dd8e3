import type { Product } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * Every product of the category with its price per piece, folded away under the picker: a buyer
 * who knows the article scans the list, and the page's first HTML names what the shop sells.
 */
export function ProductPriceList({ products }: { products: readonly Product[] }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  return (
    <details className="shop:mt-8 shop:rounded-lg shop:border shop:border-border shop:bg-card shop:text-card-foreground">
      <summary className="shop:cursor-pointer shop:px-4 shop:py-3 shop:font-medium">
        {t('category.priceList', { count: products.length })}
      </summary>
      <div className="shop:overflow-x-auto shop:px-4 shop:pb-4">
        <table className="shop:w-full shop:text-sm">
          <thead>
            <tr className="shop:text-left shop:text-muted-foreground">
              <th scope="col" className="shop:py-2 shop:pr-4 shop:font-medium">
                {t('category.priceListProduct')}
              </th>
              <th scope="col" className="shop:py-2 shop:text-right shop:font-medium">
                {t('category.priceListPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} className="shop:border-t shop:border-border">
                <td className="shop:py-1.5 shop:pr-4">
                  {product.name}
                  {product.inStock ? null : (
                    <span className="shop:ml-2 shop:text-muted-foreground">
                      ({t('category.outOfStock')})
                    </span>
                  )}
                </td>
                <td className="shop:py-1.5 shop:text-right shop:tabular-nums">
                  {formats.money(product.price)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
