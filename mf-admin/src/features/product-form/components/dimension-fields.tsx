import { Controller, type FieldError } from 'react-hook-form';
import { categoryParameterSets, isCategorySlug } from '@shop/contracts';
import { TextField } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { dimensionFields } from '../hooks/product-form-values';
import type { ProductFormApi } from '../hooks/use-product-form';

interface DimensionFieldsProps {
  idPrefix: string;
  form: ProductFormApi;
  message: (error: FieldError | undefined) => string | undefined;
}

/**
 * The dimensions block (mm): all seven fields in the order of the category parameters, lengths
 * in whole mm. For the chosen category it says which of them the shop's parameter pickers use,
 * under the names the shop shows ('Stegdicke' for an I-beam's thickness), so a new product can
 * be picked there.
 */
export function DimensionFields({ idPrefix, form, message }: DimensionFieldsProps) {
  const { t } = useAdminTranslation();
  const { category } = form.values;
  const parameters = isCategorySlug(category)
    ? categoryParameterSets[category].filter((parameter) => parameter.unit === 'mm')
    : [];
  const shopLabel = new Map(parameters.map((parameter) => [parameter.key, t(parameter.labelKey)]));
  const hintId = `${idPrefix}-dimensions-hint`;

  return (
    <fieldset
      aria-describedby={parameters.length > 0 ? hintId : undefined}
      className="admin:mt-8 admin:rounded-lg admin:border admin:border-border admin:p-4 admin:sm:p-5"
    >
      <legend className="admin:px-1 admin:text-sm admin:font-semibold">
        {t('productForm.dimensions')}
      </legend>
      {parameters.length > 0 && (
        <p id={hintId} className="admin:mb-4 admin:text-xs admin:text-muted-foreground">
          {t('productForm.shopParameters', {
            parameters: parameters.map((parameter) => t(parameter.labelKey)).join(', '),
          })}
        </p>
      )}
      <div className="admin:grid admin:grid-cols-2 admin:gap-4 admin:md:grid-cols-4">
        {dimensionFields.map((field) => {
          const label = shopLabel.get(field);
          return (
            <Controller
              key={field}
              control={form.control}
              name={field}
              render={({ field: input, fieldState }) => (
                <TextField
                  id={`${idPrefix}-${field}`}
                  label={t(`productForm.${field}`)}
                  decimal={{ step: field === 'standardLength' ? 1 : 0.1, min: 0 }}
                  value={input.value}
                  onChange={input.onChange}
                  error={message(fieldState.error)}
                  hint={label ? `${t('productForm.usedInShop')}: ${label}` : undefined}
                />
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
