import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateMaterialManufacturingBodySchema,
  type Material,
  type MaterialManufacturing,
} from '@shop/contracts';
import { materialManufacturingOf } from '@shop/shop-rules';
import { ApiError, showToast, useLocaleFormats } from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { showServerIssues, useValidatedForm } from '../../../forms/use-validated-form';
import { useUpdateMaterialManufacturing } from '../api/update-material-manufacturing';
import { DecimalFieldsForm } from '../../../forms/decimal-fields-form';

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
  const rules = materialManufacturingOf(material);
  const formats = useLocaleFormats();
  const textsOf = (stored: MaterialManufacturing): Record<Field, string> => ({
    minHoleFactor: formats.numberInput(stored.minHoleFactor),
    maxSheetWidthMm: formats.numberInput(stored.maxSheetWidthMm),
    maxSheetHeightMm: formats.numberInput(stored.maxSheetHeightMm),
  });
  const current = textsOf(rules);
  const form = useValidatedForm(current, resolveBody);
  const idPrefix = `manufacturing-${material.id}`;

  const onSubmit = form.handleSubmit((body) => {
    if (update.isPending) return;
    update.mutate(
      { materialId: material.id, rules: body },
      {
        onSuccess: (saved) => {
          const next = saved.manufacturing ?? body;
          form.reset(textsOf(next), { keepFieldsRef: true });
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
    <DecimalFieldsForm
      idPrefix={idPrefix}
      title={t('manufacturing.title')}
      hint={t('manufacturing.hint')}
      fields={fields}
      control={form.control}
      labelOf={(field) => t(`manufacturing.${field}`)}
      stepOf={(field) => (field === 'minHoleFactor' ? 0.1 : 10)}
      onSubmit={onSubmit}
      pending={update.isPending}
      submitLabel={t('manufacturing.save')}
      pendingLabel={t('manufacturing.saving')}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-border admin:p-4"
    />
  );
}
