import { useSearchParams } from 'react-router';
import { AlertMessage, Card, SelectField, Spinner, useCategories } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useProductDimensions } from '../api/get-product-dimensions';
import { AddDimensionForm } from './add-dimension-form';
import { DimensionList } from './dimension-list';

/** The admin's product dimensions tab: dimensions by category, with add and delete. */
export function ProductDimensionsTab() {
  const { t } = useAdminTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useCategories();
  const slug = searchParams.get('category') ?? '';
  const category = categories.data?.find((entry) => entry.slug === slug);
  const dimensions = useProductDimensions(category ? slug : '');

  const chooseCategory = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="dimensions-title" className="admin:space-y-6">
      <div>
        <h2
          id="dimensions-title"
          tabIndex={-1}
          className="admin:text-xl admin:font-semibold admin:tracking-tight admin:outline-none"
        >
          {t('dimensions.title')}
        </h2>
        <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
          {t('dimensions.description')}
        </p>
      </div>
      {categories.isError ? (
        <AlertMessage>{t('products.categoriesFailed')}</AlertMessage>
      ) : (
        <SelectField
          id="dimension-category"
          label={t('dimensions.category')}
          value={category ? slug : ''}
          onChange={chooseCategory}
          placeholder={t('dimensions.chooseCategory')}
          options={(categories.data ?? []).map((entry) => ({
            value: entry.slug,
            label: entry.name,
          }))}
          className="admin:w-full admin:sm:w-72"
        />
      )}
      {!category ? (
        <p className="admin:rounded-xl admin:border admin:border-dashed admin:border-border admin:p-8 admin:text-center admin:text-sm admin:text-muted-foreground">
          {t('dimensions.pickCategory')}
        </p>
      ) : (
        <Card className="admin:p-5 admin:sm:p-6">
          <h3
            id="dimension-list-title"
            tabIndex={-1}
            className="admin:text-lg admin:font-semibold admin:outline-none"
          >
            {t('dimensions.listTitle', { category: category.name })}
          </h3>
          <div className="admin:mt-4">
            {dimensions.isPending ? (
              <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
                <Spinner />
                {t('dimensions.loading')}
              </p>
            ) : dimensions.isError ? (
              <AlertMessage>{t('dimensions.loadFailed')}</AlertMessage>
            ) : dimensions.data.length === 0 ? (
              <p className="admin:text-sm admin:text-muted-foreground">{t('dimensions.empty')}</p>
            ) : (
              <DimensionList dimensions={dimensions.data} categoryName={category.name} />
            )}
          </div>
          <AddDimensionForm category={category} />
        </Card>
      )}
    </section>
  );
}
