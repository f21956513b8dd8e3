import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError } from 'react-hook-form';
import { createMaterialBodySchema } from '@shop/contracts';
import { ApiError, Button, Card, showToast, TextField } from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useCreateMaterial } from '../api/create-material';
import {
  addFormMessageOf,
  formMessage,
  showServerIssues,
  useValidatedForm,
} from '../../../forms/use-validated-form';

type Field = 'name' | 'displayName' | 'displayNameEn' | 'displayNamePl';
const fields: readonly Field[] = ['name', 'displayName', 'displayNameEn', 'displayNamePl'];
const empty: Record<Field, string> = {
  name: '',
  displayName: '',
  displayNameEn: '',
  displayNamePl: '',
};
/** The English and Polish display names: optional, the shop shows the German one instead. */
const translations = [
  { name: 'displayNameEn', labelKey: 'languageTexts.inEnglish' },
  { name: 'displayNamePl', labelKey: 'languageTexts.inPolish' },
] as const;
const idPrefix = 'add-material';
const resolveBody = zodResolver(createMaterialBodySchema);

/**
 * System name (lowercase, no spaces) and German display name, both required after trimming;
 * the English and Polish display names are optional.
 */
export function AddMaterialForm() {
  const { t } = useAdminTranslation();
  const create = useCreateMaterial();
  const showError = useErrorToast();
  const form = useValidatedForm(empty, resolveBody);
  const message = (error: FieldError | undefined) => {
    const fieldMessage = addFormMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (material) => {
        form.reset(undefined, { keepFieldsRef: true });
        form.setFocus('name');
        showToast({
          title: t('toast.added'),
          description: t('material.added', { material: material.displayName }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('name', formMessage('material.duplicate'));
        } else if (error instanceof ApiError && error.body?.issues) {
          showServerIssues(form.setError, fields, error.body.issues);
        }
        showError(error, {
          title: t('toast.addFailed'),
          fallback: t('material.addFailed'),
          conflict: t('material.duplicate'),
          preferServerMessage: true,
        });
      },
    });
  });

  return (
    <Card as="section" aria-labelledby={`${idPrefix}-title`} className="admin:p-5 admin:sm:p-6">
      <h3 id={`${idPrefix}-title`} className="admin:text-lg admin:font-semibold">
        {t('material.addTitle')}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${idPrefix}-title`}
        className="admin:mt-4 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-2"
      >
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              id={`${idPrefix}-name`}
              label={t('material.name')}
              hint={t('material.nameHint')}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              required
              aria-required="true"
            />
          )}
        />
        <Controller
          control={form.control}
          name="displayName"
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              id={`${idPrefix}-displayName`}
              label={t('languageTexts.inGerman', { label: t('material.displayName') })}
              hint={t('material.displayNameHint')}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
              autoComplete="off"
              required
              aria-required="true"
            />
          )}
        />
        {translations.map(({ name, labelKey }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                ref={field.ref}
                id={`${idPrefix}-${name}`}
                label={t(labelKey, { label: t('material.displayName') })}
                hint={t('languageTexts.fallbackHint')}
                value={field.value}
                onChange={field.onChange}
                error={message(fieldState.error)}
                autoComplete="off"
              />
            )}
          />
        ))}
        <Button
          type="submit"
          loading={create.isPending}
          className="admin:sm:col-span-2 admin:sm:justify-self-end"
        >
          {create.isPending ? t('form.adding') : t('material.add')}
        </Button>
      </form>
    </Card>
  );
}
