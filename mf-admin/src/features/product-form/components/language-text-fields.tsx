import { Controller, type FieldError } from 'react-hook-form';
import { FieldMessage, RequiredLabel, TextField } from '@shop/ui';
import { inputClass, labelClass } from '../../../components/styles';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import type { ProductFormApi } from '../hooks/use-product-form';

interface LanguageTextFieldsProps {
  idPrefix: string;
  form: ProductFormApi;
  message(error: FieldError | undefined): string | undefined;
}

const languages = [
  { suffix: '', labelKey: 'languageTexts.inGerman' },
  { suffix: 'En', labelKey: 'languageTexts.inEnglish' },
  { suffix: 'Pl', labelKey: 'languageTexts.inPolish' },
] as const;

/**
 * The product's name in German (required), English and Polish; an empty English or Polish name
 * shows the German one in the shop.
 */
export function NameFields({ idPrefix, form, message }: LanguageTextFieldsProps) {
  const { t } = useAdminTranslation();
  return (
    <div className="admin:mt-6 admin:grid admin:grid-cols-1 admin:gap-5 admin:sm:grid-cols-3">
      {languages.map(({ suffix, labelKey }) => {
        const name = `name${suffix}` as const;
        const label = t(labelKey, { label: t('productForm.name') });
        return (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                id={`${idPrefix}-${name}`}
                label={suffix === '' ? <RequiredLabel>{label}</RequiredLabel> : label}
                hint={suffix === '' ? undefined : t('languageTexts.fallbackHint')}
                required={suffix === ''}
                value={field.value}
                onChange={field.onChange}
                error={message(fieldState.error)}
                autoComplete="off"
              />
            )}
          />
        );
      })}
    </div>
  );
}

/** The product's description in German, English and Polish, all optional. */
export function DescriptionFields({ idPrefix, form, message }: LanguageTextFieldsProps) {
  const { t } = useAdminTranslation();
  return (
    <div className="admin:mt-6 admin:grid admin:grid-cols-1 admin:gap-5 admin:lg:grid-cols-3">
      {languages.map(({ suffix, labelKey }) => {
        const name = `description${suffix}` as const;
        const id = `${idPrefix}-${name}`;
        return (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <div>
                <label htmlFor={id} className={labelClass}>
                  {t(labelKey, { label: t('productForm.description') })}
                </label>
                <textarea
                  id={id}
                  rows={4}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? `${id}-error` : undefined}
                  className={`${inputClass(fieldState.error !== undefined)} admin:h-auto admin:py-2`}
                />
                <FieldMessage id={`${id}-error`}>{message(fieldState.error)}</FieldMessage>
              </div>
            )}
          />
        );
      })}
    </div>
  );
}
