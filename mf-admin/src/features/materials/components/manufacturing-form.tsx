import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError } from 'react-hook-form';
import {
  defaultMaterialManufacturing,
  updateMaterialManufacturingBodySchema,
  type Material,
} from '@shop/contracts';
import { ApiError, showToast, Spinner, TextField } from '@shop/ui';
import { buttonClass } from '../../../components/styles';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import {
  addFormMessageOf,
  showServerIssues,
  useValidatedForm,
} from '../../../forms/use-validated-form';
import { useUpdateMaterialManufacturing } from '../api/update-material-manufacturing';

type Field = 'minHoleFactor' | 'maxSheetWidthMm' | 'maxSheetHeightMm';
const fields: readonly Field[] = ['minHoleFactor', 'maxSheetWidthMm', 'maxSheetHeightMm'];
const resolveBody = zodResolver(updateMaterialManufacturingBodySchema);

/**
 * A material's cutting rules: the smallest hole as a multiple of the thickness (1 to 5) and the
 * largest sheet (100 to 10000 mm a side). Carts check their parts against them again on save.
 */
export function ManufacturingForm({ material }: { material: Material }) {
  const { t } = useAdminTranslation();
  const update = useUpdateMaterialManufacturing();
  const showError = useErrorToast();
  const rules = material.manufacturing ?? defaultMaterialManufacturing;
  const current: Record<Field, string> = {
    minHoleFactor: String(rules.minHoleFactor),
    maxSheetWidthMm: String(rules.maxSheetWidthMm),
    maxSheetHeightMm: String(rules.maxSheetHeightMm),
  };
  const form = useValidatedForm(current, resolveBody);
  const idPrefix = `manufacturing-${material.id}`;
  const hintId = `${idPrefix}-hint`;
  const message = (error: FieldError | undefined) => {
    const fieldMessage = addFormMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = form.handleSubmit((body) => {
    if (update.isPending) return;
    update.mutate(
      { materialId: material.id, rules: body },
      {
        onSuccess: (saved) => {
          const next = saved.manufacturing ?? body;
          form.reset(
            {
              minHoleFactor: String(next.minHoleFactor),
              maxSheetWidthMm: String(next.maxSheetWidthMm),
              maxSheetHeightMm: String(next.maxSheetHeightMm),
            },
            { keepFieldsRef: true },
          );
          showToast({
            title: t('toast.saved'),
            description: t('manufacturing.saved', { material: material.displayName }),
            variant: 'success',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body?.issues) {
            showServerIssues(form.setError, fields, error.body.issues);
          }
          showError(error, {
            title: t('toast.saveFailed'),
            fallback: t('manufacturing.saveFailed'),
            preferServerMessage: true,
          });
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${idPrefix}-title`}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-border admin:p-4"
    >
      <h4 id={`${idPrefix}-title`} className="admin:text-sm admin:font-semibold">
        {t('manufacturing.title')}
      </h4>
      <p id={hintId} className="admin:mt-0.5 admin:text-xs admin:text-muted-foreground">
        {t('manufacturing.hint')}
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
                label={t(`manufacturing.${field}`)}
                decimal={{ step: field === 'minHoleFactor' ? 0.1 : 10, min: 0 }}
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
          disabled={update.isPending}
          className={buttonClass('outline', 'admin:sm:mt-7')}
        >
          {update.isPending && <Spinner />}
          {update.isPending ? t('manufacturing.saving') : t('manufacturing.save')}
        </button>
      </div>
    </form>
  );
}
