import { zodResolver } from '@hookform/resolvers/zod';
import { createMaterialPriceBodySchema, type Material } from '@shop/contracts';
import { ApiError, showToast, useLocaleFormats } from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useCreateMaterialPrice } from '../api/create-material-price';
import { DecimalFieldsForm } from '../../../forms/decimal-fields-form';
import { formMessage, showServerIssues, useValidatedForm } from '../../../forms/use-validated-form';

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

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    const thickness = formats.millimetres(body.thickness);
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
    <DecimalFieldsForm
      idPrefix={idPrefix}
      title={t('thickness.addTitle')}
      hint={t('thickness.decimalHint')}
      fields={fields}
      control={form.control}
      labelOf={(field) => t(`thickness.${field}`)}
      stepOf={(field) => (field === 'thickness' ? 0.1 : 0.01)}
      onSubmit={onSubmit}
      pending={create.isPending}
      submitLabel={t('thickness.add')}
      pendingLabel={t('form.adding')}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-dashed admin:border-border admin:bg-muted/40 admin:p-4"
    />
  );
}
