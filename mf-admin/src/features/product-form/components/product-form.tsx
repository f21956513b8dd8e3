import { useNavigate } from 'react-router';
import { Controller, type FieldError } from 'react-hook-form';
import { productMaterials, type Category, type Product } from '@shop/contracts';
import {
  ApiError,
  Button,
  ButtonLink,
  Card,
  SelectField,
  showToast,
  TextField,
  useLocaleFormats,
} from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { formMessage, showServerIssues } from '../../../forms/use-validated-form';
import { useSaveProduct } from '../../products/api/save-product';
import {
  emptyProductForm,
  formValuesOf,
  hasPrice,
  productFieldMessageOf,
  productFormFields,
} from '../hooks/product-form-values';
import { focusFirstInvalid, useProductForm } from '../hooks/use-product-form';
import { CategoryFields } from './category-fields';
import { DimensionFields } from './dimension-fields';
import { DescriptionFields, NameFields } from './language-text-fields';
import { PriceFields } from './price-fields';

const idPrefix = 'product';

interface ProductFormProps {
  categories: readonly Category[];
  /** The stored product in edit mode; absent when a new product is created. */
  product?: Product;
}

/**
 * The product form: one screen for create and edit, fields in a fixed order. Success
 * toasts and goes back to the products tab (filtered to the product's category); a failure
 * toasts and keeps everything typed.
 */
export function ProductForm({ categories, product }: ProductFormProps) {
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const showError = useErrorToast();
  const formats = useLocaleFormats();
  const isEdit = product !== undefined;
  // A product keeps its own type while it stays in its category; a new category brings its own.
  const productTypeOf = (slug: string) =>
    product && slug === product.category
      ? product.productType
      : categories.find((category) => category.slug === slug)?.productType;
  const form = useProductForm(
    product ? formValuesOf(product, formats) : emptyProductForm,
    productTypeOf,
  );
  const { values } = form;
  const message = (error: FieldError | undefined) => {
    const fieldMessage = productFieldMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };
  const backTo = `/admin?tab=products${values.category ? `&category=${values.category}` : ''}`;

  const onSubmit = form.handleSubmit(
    (body) => {
      const name = body.name;
      save.mutate(
        { id: product?.id, body },
        {
          onSuccess: () => {
            showToast({
              title: isEdit ? t('toast.saved') : t('toast.added'),
              description: isEdit
                ? t('productForm.saved', { name })
                : t('productForm.created', { name }),
              variant: 'success',
            });
            void navigate(`/admin?tab=products&category=${body.category}`);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) {
              form.setError('sku', formMessage('productForm.skuTaken'));
            } else if (error instanceof ApiError && error.body?.issues) {
              showServerIssues(form.setError, productFormFields, error.body.issues);
            }
            showError(error, {
              title: t('toast.error'),
              fallback: t('productForm.saveFailed'),
              conflict: t('productForm.skuTaken'),
            });
          },
        },
      );
    },
    (errors) => {
      if (!hasPrice(form.getValues())) {
        showToast({
          title: t('toast.error'),
          description: t('productForm.priceMissing'),
          variant: 'error',
        });
      }
      focusFirstInvalid(idPrefix, errors);
    },
  );

  return (
    <Card
      as="form"
      noValidate
      onSubmit={(event) => {
        if (save.isPending) event.preventDefault();
        else void onSubmit(event);
      }}
      aria-labelledby="product-form-title"
      className="admin:p-5 admin:sm:p-8"
    >
      <div className="admin:grid admin:grid-cols-1 admin:gap-5 admin:sm:grid-cols-2">
        <CategoryFields idPrefix={idPrefix} categories={categories} form={form} message={message} />
        <Controller
          control={form.control}
          name="material"
          render={({ field, fieldState }) => (
            <SelectField
              id={`${idPrefix}-material`}
              label={t('productForm.material')}
              value={field.value}
              onChange={field.onChange}
              placeholder={t('productForm.chooseMaterial')}
              options={productMaterials.map((material) => ({ value: material, label: material }))}
              error={message(fieldState.error)}
            />
          )}
        />
      </div>

      <NameFields idPrefix={idPrefix} form={form} message={message} />

      <DimensionFields idPrefix={idPrefix} form={form} message={message} />

      <DescriptionFields idPrefix={idPrefix} form={form} message={message} />

      <PriceFields idPrefix={idPrefix} form={form} message={message} />

      <div className="admin:mt-6 admin:grid admin:grid-cols-1 admin:items-end admin:gap-5 admin:sm:grid-cols-2">
        <Controller
          control={form.control}
          name="sku"
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-sku`}
              label={t('productForm.sku')}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name="inStock"
          render={({ field }) => (
            <label className="admin:flex admin:h-10 admin:items-center admin:gap-3 admin:text-sm admin:font-medium">
              <input
                id={`${idPrefix}-inStock`}
                type="checkbox"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                className="admin:size-5 admin:rounded admin:border-input admin:accent-primary"
              />
              {t('productForm.inStock')}
            </label>
          )}
        />
      </div>

      <div className="admin:mt-8 admin:flex admin:flex-col-reverse admin:gap-3 admin:border-t admin:border-border admin:pt-6 admin:sm:flex-row admin:sm:justify-end">
        <ButtonLink to={backTo} variant="outline">
          {t('productForm.cancel')}
        </ButtonLink>
        <Button type="submit" loading={save.isPending}>
          {save.isPending
            ? t(isEdit ? 'form.saving' : 'form.adding')
            : t(isEdit ? 'productForm.submitEdit' : 'productForm.submitCreate')}
        </Button>
      </div>
    </Card>
  );
}
