import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AlertMessage, ButtonLink, PlusIcon, SelectField, Spinner, useCategories } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useProducts } from '../api/get-products';
import { ProductTable } from './product-table';

/**
 * The admin's products tab: the product list with a category filter, add, edit and delete.
 * The filter lives in the address (?category=), so the form can send the operator back to the
 * category of the product just saved.
 */
export function ProductsTab() {
  const { t } = useAdminTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useCategories();
  const products = useProducts();
  const category = searchParams.get('category') ?? '';

  const shown = useMemo(() => {
    const all = products.data ?? [];
    const order = new Map(categories.data?.map((entry, index) => [entry.slug, index]));
    return all
      .filter((product) => category === '' || product.category === category)
      .sort(
        (a, b) =>
          (order.get(a.category) ?? order.size) - (order.get(b.category) ?? order.size) ||
          a.name.localeCompare(b.name, 'de', { numeric: true }),
      );
  }, [products.data, categories.data, category]);

  const chooseCategory = (slug: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slug) next.set('category', slug);
        else next.delete('category');
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="products-title" className="admin:space-y-6">
      <div className="admin:flex admin:flex-wrap admin:items-end admin:justify-between admin:gap-4">
        <div>
          <h2
            id="products-title"
            tabIndex={-1}
            className="admin:text-xl admin:font-semibold admin:tracking-tight admin:outline-none"
          >
            {t('products.title')}
          </h2>
          <p className="admin:mt-1 admin:max-w-2xl admin:text-sm admin:text-muted-foreground">
            {t('products.description')}
          </p>
        </div>
        <ButtonLink to="/admin/products/add">
          <PlusIcon />
          {t('products.add')}
        </ButtonLink>
      </div>

      <div className="admin:flex admin:flex-wrap admin:items-end admin:gap-x-4 admin:gap-y-2">
        <SelectField
          id="product-category-filter"
          label={t('products.filter')}
          value={category}
          onChange={chooseCategory}
          placeholder={t('products.allCategories')}
          options={(categories.data ?? []).map((entry) => ({
            value: entry.slug,
            label: entry.name,
          }))}
          className="admin:w-full admin:sm:w-72"
        />
        {products.isSuccess && (
          <p role="status" className="admin:pb-2.5 admin:text-sm admin:text-muted-foreground">
            {t('products.shown', { count: shown.length, total: products.data.length })}
          </p>
        )}
      </div>
      {categories.isError && <AlertMessage>{t('products.categoriesFailed')}</AlertMessage>}

      {products.isPending ? (
        <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
          <Spinner />
          {t('products.loading')}
        </p>
      ) : products.isError ? (
        <AlertMessage>{t('products.loadFailed')}</AlertMessage>
      ) : shown.length === 0 ? (
        <p className="admin:rounded-xl admin:border admin:border-dashed admin:border-border admin:p-8 admin:text-center admin:text-sm admin:text-muted-foreground">
          {category === '' ? t('products.emptyAll') : t('products.empty')}
        </p>
      ) : (
        <ProductTable
          products={shown}
          categoryNames={new Map(categories.data?.map((entry) => [entry.slug, entry.name]))}
        />
      )}
    </section>
  );
}
