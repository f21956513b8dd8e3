import { useParams } from 'react-router';
import { productIdParamSchema } from '@shop/contracts';
import { AlertMessage, ArrowLeftIcon, ButtonLink, Spinner, useCategories } from '@shop/ui';
import { statusOf } from '../../../errors/api-errors';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useProduct } from '../../products/api/get-product';
import { ProductForm } from './product-form';

/**
 * /admin/products/add and /admin/products/edit/:id: the id in the route decides create
 * or edit. In edit mode a spinner shows while the product is fetched and the form stays
 * hidden until it has loaded.
 */
export function ProductFormScreen() {
  const { t } = useAdminTranslation();
  const { id: idParam } = useParams();
  const isEdit = idParam !== undefined;
  const parsedId = isEdit ? productIdParamSchema.safeParse(idParam) : undefined;
  const id = parsedId?.success ? parsedId.data : undefined;
  const categories = useCategories();
  const product = useProduct(id);

  let content;
  if (isEdit && id === undefined) {
    content = <AlertMessage>{t('productForm.notFound')}</AlertMessage>;
  } else if (isEdit && product.isError) {
    content = (
      <AlertMessage>
        {statusOf(product.error) === 404 ? t('productForm.notFound') : t('productForm.loadFailed')}
      </AlertMessage>
    );
  } else if (categories.isError) {
    content = <AlertMessage>{t('products.categoriesFailed')}</AlertMessage>;
  } else if (categories.isPending || (isEdit && product.isPending)) {
    content = (
      <p
        role="status"
        className="admin:flex admin:items-center admin:justify-center admin:gap-2 admin:py-16 admin:text-sm admin:text-muted-foreground"
      >
        <Spinner className="admin:size-6" />
        {isEdit ? t('productForm.loading') : t('products.loading')}
      </p>
    );
  } else {
    content = (
      <ProductForm
        // A new form for another product, never the typed values of the previous one.
        key={product.data?.id ?? 'new'}
        categories={categories.data}
        product={isEdit ? product.data : undefined}
      />
    );
  }

  return (
    <div className="admin:mx-auto admin:w-full admin:max-w-4xl admin:px-4 admin:py-8 admin:sm:px-6 admin:lg:px-8">
      <ButtonLink to="/admin?tab=products" variant="ghost" className="admin:-ml-3">
        <ArrowLeftIcon className="admin:size-4" />
        {t('productForm.back')}
      </ButtonLink>
      <h1
        id="product-form-title"
        className="admin:mt-3 admin:mb-6 admin:text-2xl admin:font-bold admin:tracking-tight admin:sm:text-3xl"
      >
        {isEdit ? t('productForm.editTitle') : t('productForm.createTitle')}
      </h1>
      {content}
    </div>
  );
}
