import type { Product } from '@shop/contracts';
import { ButtonLink, Card, EditIcon, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DeleteProductButton } from './delete-product-button';
import { StockBadge } from './stock-badge';

interface ProductTableProps {
  products: readonly Product[];
  /** Category names by slug, so a row says 'I-Träger' rather than 'i-traeger'. */
  categoryNames: ReadonlyMap<string, string>;
}

const headerCellClass =
  'admin:px-4 admin:py-3 admin:text-left admin:text-xs admin:font-semibold admin:tracking-wide admin:text-muted-foreground admin:uppercase';

/**
 * The products as a table. Below `md` the category, material and price move under the name
 * (their columns would not fit 390 px), so a phone still sees every fact of a row.
 */
export function ProductTable({ products, categoryNames }: ProductTableProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();

  return (
    <Card className="admin:overflow-hidden">
      <table className="admin:w-full admin:text-sm">
        <thead className="admin:border-b admin:border-border admin:bg-muted/50">
          <tr>
            <th scope="col" className={headerCellClass}>
              {t('products.name')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:md:table-cell`}>
              {t('products.category')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:md:table-cell`}>
              {t('products.material')}
            </th>
            <th
              scope="col"
              className={`${headerCellClass} admin:hidden admin:text-right admin:md:table-cell`}
            >
              {t('products.price')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:hidden admin:sm:table-cell`}>
              {t('products.stock')}
            </th>
            <th scope="col" className={`${headerCellClass} admin:text-right`}>
              <span className="admin:sr-only">{t('products.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="admin:divide-y admin:divide-border">
          {products.map((product) => {
            const categoryName = categoryNames.get(product.category) ?? product.category;
            const price = formats.money(product.price);
            return (
              <tr key={product.id} className="admin:align-top admin:hover:bg-muted/30">
                <th scope="row" className="admin:px-4 admin:py-3 admin:text-left admin:font-normal">
                  <span className="admin:block admin:font-medium admin:text-foreground">
                    {product.name}
                  </span>
                  <span className="admin:mt-0.5 admin:block admin:text-xs admin:text-muted-foreground">
                    {[product.subcategory, product.sku && t('products.sku', { sku: product.sku })]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="admin:mt-1 admin:flex admin:flex-wrap admin:gap-x-2 admin:text-xs admin:text-muted-foreground admin:md:hidden">
                    <span>{categoryName}</span>
                    <span>{product.material}</span>
                    <span className="admin:font-medium admin:text-foreground">{price}</span>
                  </span>
                  <span className="admin:mt-1.5 admin:block admin:sm:hidden">
                    <StockBadge inStock={product.inStock} />
                  </span>
                </th>
                <td className="admin:hidden admin:px-4 admin:py-3 admin:md:table-cell">
                  {categoryName}
                </td>
                <td className="admin:hidden admin:px-4 admin:py-3 admin:md:table-cell">
                  {product.material}
                </td>
                <td className="admin:hidden admin:px-4 admin:py-3 admin:text-right admin:font-medium admin:tabular-nums admin:md:table-cell">
                  {price}
                  {product.pricePerTon && (
                    <span className="admin:block admin:text-xs admin:font-normal admin:whitespace-nowrap admin:text-muted-foreground">
                      {t('products.pricePerTon')}: {formats.moneyPerTonne(product.pricePerTon)}
                    </span>
                  )}
                </td>
                <td className="admin:hidden admin:px-4 admin:py-3 admin:sm:table-cell">
                  <StockBadge inStock={product.inStock} />
                </td>
                <td className="admin:px-4 admin:py-3">
                  <div className="admin:flex admin:justify-end admin:gap-2">
                    <ButtonLink
                      to={`/admin/products/edit/${product.id}`}
                      aria-label={t('products.editFor', { name: product.name })}
                      variant="outline"
                    >
                      <EditIcon />
                      <span className="admin:hidden admin:lg:inline">{t('products.edit')}</span>
                    </ButtonLink>
                    <DeleteProductButton product={product} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
