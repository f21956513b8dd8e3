import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError } from 'react-hook-form';
import { createMaterialBodySchema } from '@shop/contracts';
import { ApiError, showToast, Spinner, TextField } from '@shop/ui';
import { buttonClass, cardClass } from '../../../components/styles';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useCreateMaterial } from '../api/create-material';
import {
  addFormMessageOf,
  formMessage,
  showServerIssues,
  useValidatedForm,
} from '../../../forms/use-validated-form';

type Field = 'name' | 'displayName';
const fields: readonly Field[] = ['name', 'displayName'];
const empty: Record<Field, string> = { name: '', displayName: '' };
const idPrefix = 'add-material';
const resolveBody = zodResolver(createMaterialBodySchema);

/** System name (lowercase, no spaces) and display name, both required after trimming. */
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
    <section
      aria-labelledby={`${idPrefix}-title`}
      className={`${cardClass} admin:p-5 admin:sm:p-6`}
    >
      <h3 id={`${idPrefix}-title`} className="admin:text-lg admin:font-semibold">
        {t('material.addTitle')}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${idPrefix}-title`}
        className="admin:mt-4 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
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
              label={t('material.displayName')}
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
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClass('primary', 'admin:sm:mt-7')}
        >
          {create.isPending && <Spinner />}
          {create.isPending ? t('form.adding') : t('material.add')}
        </button>
      </form>
    </section>
  );
}
