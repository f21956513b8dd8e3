import { useState } from 'react';
import { showToast } from '@shop/ui';
import type { Material, MaterialPrice } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { buttonClass } from '../../../components/styles';
import { TrashIcon } from '../../../components/trash-icon';
import { useErrorToast } from '../../errors/use-error-toast';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { useAdminFormats } from '../../i18n/locale-formats';
import { useDeleteMaterialPrice } from '../api/delete-material-price';

/** Removes one thickness (and its prices) after a confirmation (SPEC 4). */
export function RemoveThicknessButton({
  material,
  row,
}: {
  material: Material;
  row: MaterialPrice;
}) {
  const { t } = useAdminTranslation();
  const formats = useAdminFormats();
  const remove = useDeleteMaterialPrice();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  const texts = { material: material.displayName, thickness: formats.thickness(row.thickness) };

  const onConfirm = () =>
    remove.mutate(
      { materialId: material.id, thickness: row.thickness },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({
            title: t('toast.deleted'),
            description: t('thickness.removed', texts),
            variant: 'success',
          });
        },
        onError: (error) => {
          setConfirming(false);
          showError(error, {
            title: t('toast.deleteFailed'),
            fallback: t('thickness.removeFailed'),
          });
        },
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={t('thickness.removeFor', texts)}
        title={t('thickness.removeFor', texts)}
        className={buttonClass('ghost', 'admin:px-2.5 admin:hover:text-destructive')}
      >
        <TrashIcon />
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('thickness.confirmTitle')}
        description={t('thickness.confirmText', texts)}
        confirmLabel={t('dialog.confirm')}
        pending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
