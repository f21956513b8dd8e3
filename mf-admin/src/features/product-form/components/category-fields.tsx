import { Controller, type FieldError } from 'react-hook-form';
import type { Category } from '@shop/contracts';
import { RequiredLabel, SelectField } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { subcategoryChoices, withCategory } from '../hooks/product-form-values';
import type { ProductFormApi } from '../hooks/use-product-form';

interface CategoryFieldsProps {
  idPrefix: string;
  categories: readonly Category[];
  form: ProductFormApi;
  message: (error: FieldError | undefined) => string | undefined;
}

/** Category and subcategory (both required); the subcategories are those of the category. */
export function CategoryFields({ idPrefix, categories, form, message }: CategoryFieldsProps) {
  const { t } = useAdminTranslation();
  const { values } = form;
  const category = categories.find((entry) => entry.slug === values.category);
  const choices = subcategoryChoices(category, values.subcategory);

  return (
    <>
      <Controller
        control={form.control}
        name="category"
        // A new category may clear the subcategory, so its message is checked again too.
        rules={{ deps: ['subcategory'] }}
        render={({ field, fieldState }) => (
          <SelectField
            id={`${idPrefix}-category`}
            label={<RequiredLabel>{t('productForm.category')}</RequiredLabel>}
            required
            value={field.value}
            onChange={(slug) => {
              const next = withCategory(
                form.getValues(),
                categories.find((entry) => entry.slug === slug),
              );
              form.setValue('subcategory', next.subcategory);
              field.onChange(next.category);
            }}
            placeholder={t('productForm.chooseCategory')}
            options={categories.map((entry) => ({ value: entry.slug, label: entry.name }))}
            error={message(fieldState.error)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="subcategory"
        render={({ field, fieldState }) => (
          <SelectField
            id={`${idPrefix}-subcategory`}
            label={<RequiredLabel>{t('productForm.subcategory')}</RequiredLabel>}
            required
            disabled={!category}
            value={field.value}
            onChange={field.onChange}
            placeholder={t('productForm.chooseSubcategory')}
            options={choices.map((subcategory) => ({ value: subcategory, label: subcategory }))}
            error={message(fieldState.error)}
            hint={category ? undefined : t('productForm.subcategoryHint')}
          />
        )}
      />
    </>
  );
}
