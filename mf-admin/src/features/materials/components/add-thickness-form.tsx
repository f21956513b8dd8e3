import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError } from 'react-hook-form';
import { createMaterialPriceBodySchema, type Material } from '@shop/contracts';
import { ApiError, showToast, Spinner, TextField, useLocaleFormats } from '@shop/ui';
import { buttonClass } from '../../../components/styles';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useCreateMaterialPrice } from '../api/create-material-price';
import {
  addFormMessageOf,
  formMessage,
  showServerIssues,
  useValidatedForm,
} from '../../../forms/use-validated-form';

type Field = 'thickness' | 'pricePerM2' | 'cuttingLineCost';
const fields: readonly Field[] = ['thickness', 'pricePerM2', 'cuttingLineCost'];
const empty: Record<Field, string> = { thickness: '', pricePerM2: '', cuttingLineCost: '' };
const resolveBody = zodResolver(createMaterialPriceBodySchema);

/** The add-thickness form of one material: thickness > 0, price > 0, cutting cost >= 0. */
export function AddThicknessForm({ material }: { material: Material }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const create = useCreateMaterialPrice();
  const showError = useErrorToast();
  const form = useValidatedForm(empty, resolveBody, { fixed: { materialId: material.id } });
  const idPrefix = `add-thickness-${material.id}`;
  const hintId = `${idPrefix}-hint`;
  const message = (error: FieldError | undefined) => {
    const fieldMessage = addFormMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    const thickness = formats.thickness(body.thickness);
    create.mutate(body, {
      onSuccess: () => {
        form.reset(undefined, { keepFieldsRef: true });
        form.setFocus('thickness');
        showToast({
          title: t('toast.added'),
          description: t('thickness.added', { thickness, material: material.displayName }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('thickness', formMessage('thickness.duplicate'));
        } else if (error instanceof ApiError && error.body?.issues) {
          showServerIssues(form.setError, fields, error.body.issues);
        }
        showError(error, {
          title: t('toast.addFailed'),
          fallback: t('thickness.addFailed'),
          conflict: t('thickness.duplicate'),
          preferServerMessage: true,
        });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${idPrefix}-title`}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-dashed admin:border-border admin:bg-muted/40 admin:p-4"
    >
      <h4 id={`${idPrefix}-title`} className="admin:text-sm admin:font-semibold">
        {t('thickness.addTitle')}
      </h4>
      <p id={hintId} className="admin:mt-0.5 admin:text-xs admin:text-muted-foreground">
        {t('thickness.decimalHint')}
      </p>
      <div className="admin:mt-3 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        {fields.map((field) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: input, fieldState }) => (
              <TextField
                ref={input.ref}
                id={`${idPrefix}-${field}`}
                label={t(`thickness.${field}`)}
                decimal={{ step: field === 'thickness' ? 0.1 : 0.01, min: 0 }}
                value={input.value}
                onChange={input.onChange}
                error={message(fieldState.error)}
                hintId={hintId}
              />
            )}
          />
        ))}
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClass('outline', 'admin:sm:mt-7')}
        >
          {create.isPending && <Spinner />}
          {create.isPending ? t('form.adding') : t('thickness.add')}
        </button>
      </div>
    </form>
  );
}
