import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { productMaterials, type Category, type Product } from '@shop/contracts';
import { ApiError, showToast } from '@shop/ui';
import { FieldMessage } from '../../../components/field-message';
import { RequiredLabel } from '../../../components/required-label';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { buttonClass, cardClass, inputClass, labelClass } from '../../../components/styles';
import { TextField } from '../../../components/text-field';
import { useErrorToast } from '../../errors/use-error-toast';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { useSaveProduct } from '../../products/api/save-product';
import {
  emptyProductForm,
  formValuesOf,
  toProductFieldMessage,
  type ProductFormField,
  type ProductFormMessages,
} from '../hooks/product-form-values';
import { focusFirstInvalid, useProductForm } from '../hooks/use-product-form';
import { CategoryFields } from './category-fields';
import { DimensionFields } from './dimension-fields';
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
  const isEdit = product !== undefined;
  // A product keeps its own type while it stays in its category; a new category brings its own.
  const productTypeOf = (slug: string) =>
    product && slug === product.category
      ? product.productType
      : categories.find((category) => category.slug === slug)?.productType;
  const form = useProductForm(product ? formValuesOf(product) : emptyProductForm, productTypeOf);
  const { values, messages } = form;
  const message = (field: ProductFormField) => {
    const fieldMessage = messages[field];
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };
  const backTo = `/admin?tab=products${values.category ? `&category=${values.category}` : ''}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    form.markSubmitted();
    const { check } = form;
    if (!check.ok) {
      if (check.priceMissing) {
        showToast({
          title: t('toast.error'),
          description: t('productForm.priceMissing'),
          variant: 'error',
        });
      }
      focusFirstInvalid(idPrefix, check.messages);
      return;
    }
    const name = check.body.name;
    save.mutate(
      { id: product?.id, body: check.body },
      {
        onSuccess: () => {
          showToast({
            title: isEdit ? t('toast.saved') : t('toast.added'),
            description: isEdit
              ? t('productForm.saved', { name })
              : t('productForm.created', { name }),
            variant: 'success',
          });
          void navigate(`/admin?tab=products&category=${check.body.category}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setServerMessages({ sku: { key: 'productForm.skuTaken' } });
          } else if (error instanceof ApiError && error.body?.issues) {
            const serverMessages: ProductFormMessages = {};
            for (const issue of error.body.issues) {
              const field = String(issue.path).split('.')[0] as ProductFormField;
              serverMessages[field] ??= toProductFieldMessage(issue.message);
            }
            form.setServerMessages(serverMessages);
          }
          showError(error, {
            title: t('toast.error'),
            fallback: t('productForm.saveFailed'),
            conflict: t('productForm.skuTaken'),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="product-form-title"
      className={`${cardClass} admin:p-5 admin:sm:p-8`}
    >
      <div className="admin:grid admin:grid-cols-1 admin:gap-5 admin:sm:grid-cols-2">
        <CategoryFields
          idPrefix={idPrefix}
          categories={categories}
          values={values}
          onCategory={form.setCategory}
          onSubcategory={(subcategory) => form.set('subcategory', subcategory)}
          categoryError={message('category')}
          subcategoryError={message('subcategory')}
        />
        <SelectField
          id={`${idPrefix}-material`}
          label={t('productForm.material')}
          value={values.material}
          onChange={(material) => form.set('material', material)}
          placeholder={t('productForm.chooseMaterial')}
          options={productMaterials.map((material) => ({ value: material, label: material }))}
          error={message('material')}
        />
        <TextField
          id={`${idPrefix}-name`}
          label={<RequiredLabel>{t('productForm.name')}</RequiredLabel>}
          required
          value={values.name}
          onChange={(name) => form.set('name', name)}
          error={message('name')}
          autoComplete="off"
        />
      </div>

      <DimensionFields
        idPrefix={idPrefix}
        values={values}
        onChange={(field, text) => form.set(field, text)}
        message={message}
      />

      <div className="admin:mt-6">
        <label htmlFor={`${idPrefix}-description`} className={labelClass}>
          {t('productForm.description')}
        </label>
        <textarea
          id={`${idPrefix}-description`}
          rows={4}
          value={values.description}
          onChange={(event) => form.set('description', event.target.value)}
          aria-invalid={messages.description ? true : undefined}
          aria-describedby={messages.description ? `${idPrefix}-description-error` : undefined}
          className={`${inputClass(messages.description !== undefined)} admin:h-auto admin:py-2`}
        />
        <FieldMessage id={`${idPrefix}-description-error`}>{message('description')}</FieldMessage>
      </div>

      <PriceFields
        idPrefix={idPrefix}
        values={values}
        onChange={(field, text) => form.set(field, text)}
        message={message}
      />

      <div className="admin:mt-6 admin:grid admin:grid-cols-1 admin:items-end admin:gap-5 admin:sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-sku`}
          label={t('productForm.sku')}
          value={values.sku}
          onChange={(sku) => form.set('sku', sku)}
          error={message('sku')}
          autoComplete="off"
        />
        <label className="admin:flex admin:h-10 admin:items-center admin:gap-3 admin:text-sm admin:font-medium">
          <input
            id={`${idPrefix}-inStock`}
            type="checkbox"
            checked={values.inStock}
            onChange={(event) => form.set('inStock', event.target.checked)}
            className="admin:size-5 admin:rounded admin:border-input admin:accent-primary"
          />
          {t('productForm.inStock')}
        </label>
      </div>

      <div className="admin:mt-8 admin:flex admin:flex-col-reverse admin:gap-3 admin:border-t admin:border-border admin:pt-6 admin:sm:flex-row admin:sm:justify-end">
        <Link to={backTo} className={buttonClass('outline')}>
          {t('productForm.cancel')}
        </Link>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending && <Spinner />}
          {save.isPending
            ? t(isEdit ? 'form.saving' : 'form.adding')
            : t(isEdit ? 'productForm.submitEdit' : 'productForm.submitCreate')}
        </button>
      </div>
    </form>
  );
}
