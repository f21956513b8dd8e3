import type { Category } from '@shop/contracts';
import { RequiredLabel } from '../../../components/required-label';
import { SelectField } from '../../../components/select-field';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { subcategoryChoices, type ProductFormValues } from '../hooks/product-form-values';

interface CategoryFieldsProps {
  idPrefix: string;
  categories: readonly Category[];
  values: ProductFormValues;
  onCategory: (category: Category | undefined) => void;
  onSubcategory: (subcategory: string) => void;
  categoryError?: string;
  subcategoryError?: string;
}

/** Category and subcategory (both required); the subcategories are those of the category. */
export function CategoryFields(props: CategoryFieldsProps) {
  const { idPrefix, categories, values, onCategory, onSubcategory } = props;
  const { t } = useAdminTranslation();
  const category = categories.find((entry) => entry.slug === values.category);
  const choices = subcategoryChoices(category, values.subcategory);

  return (
    <>
      <SelectField
        id={`${idPrefix}-category`}
        label={<RequiredLabel>{t('productForm.category')}</RequiredLabel>}
        required
        value={values.category}
        onChange={(slug) => onCategory(categories.find((entry) => entry.slug === slug))}
        placeholder={t('productForm.chooseCategory')}
        options={categories.map((entry) => ({ value: entry.slug, label: entry.name }))}
        error={props.categoryError}
      />
      <SelectField
        id={`${idPrefix}-subcategory`}
        label={<RequiredLabel>{t('productForm.subcategory')}</RequiredLabel>}
        required
        disabled={!category}
        value={values.subcategory}
        onChange={onSubcategory}
        placeholder={t('productForm.chooseSubcategory')}
        options={choices.map((subcategory) => ({ value: subcategory, label: subcategory }))}
        error={props.subcategoryError}
        hint={category ? undefined : t('productForm.subcategoryHint')}
      />
    </>
  );
}
