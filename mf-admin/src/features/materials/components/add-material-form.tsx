import { useRef, type FormEvent } from 'react';
import { createMaterialBodySchema } from '@shop/contracts';
import { ApiError, showToast } from '@shop/ui';
import { Spinner } from '../../../components/spinner';
import { buttonClass, cardClass } from '../../../components/styles';
import { TextField } from '../../../components/text-field';
import { fieldMessagesOf } from '../../errors/field-messages';
import { useErrorToast } from '../../errors/use-error-toast';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { useCreateMaterial } from '../api/create-material';
import { focusFirstInvalid, useValidatedForm } from '../hooks/use-validated-form';

type Field = 'name' | 'displayName';
const empty: Record<Field, string> = { name: '', displayName: '' };
const idPrefix = 'add-material';

/** System name (lowercase, no spaces) and display name, both required after trimming. */
export function AddMaterialForm() {
  const { t } = useAdminTranslation();
  const create = useCreateMaterial();
  const showError = useErrorToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useValidatedForm<Field>(empty, (values) => {
    const result = createMaterialBodySchema.safeParse(values);
    return result.success ? {} : fieldMessagesOf<Field>(result.error.issues);
  });
  const message = (field: Field) => {
    const fieldMessage = form.messages[field];
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const result = createMaterialBodySchema.safeParse(form.values);
    if (!result.success || create.isPending) {
      focusFirstInvalid(idPrefix, form.clientMessages);
      return;
    }
    create.mutate(result.data, {
      onSuccess: (material) => {
        form.reset();
        nameRef.current?.focus();
        showToast({
          title: t('toast.added'),
          description: t('material.added', { material: material.displayName }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setServerMessages({ name: { key: 'material.duplicate' } });
        } else if (error instanceof ApiError && error.body?.issues) {
          form.setServerMessages(fieldMessagesOf<Field>(error.body.issues));
        }
        showError(error, {
          title: t('toast.addFailed'),
          fallback: t('material.addFailed'),
          conflict: t('material.duplicate'),
          preferServerMessage: true,
        });
      },
    });
  };

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
        onSubmit={onSubmit}
        aria-labelledby={`${idPrefix}-title`}
        className="admin:mt-4 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <TextField
          ref={nameRef}
          id={`${idPrefix}-name`}
          label={t('material.name')}
          hint={t('material.nameHint')}
          value={form.values.name}
          onChange={form.setValue('name')}
          error={message('name')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          required
          aria-required="true"
        />
        <TextField
          id={`${idPrefix}-displayName`}
          label={t('material.displayName')}
          hint={t('material.displayNameHint')}
          value={form.values.displayName}
          onChange={form.setValue('displayName')}
          error={message('displayName')}
          autoComplete="off"
          required
          aria-required="true"
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
