import { useState } from 'react';
import { Button, showToast, TrashIcon, useLocaleFormats } from '@shop/ui';
import type { Material, MaterialPrice } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useDeleteMaterialPrice } from '../api/delete-material-price';

/** Removes one thickness (and its prices) after a confirmation. */
export function RemoveThicknessButton({
  material,
  row,
}: {
  material: Material;
  row: MaterialPrice;
}) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  // The row goes away with this button; keep the keyboard user in this material's card.
  const markRemoved = useFocusAfterRemoval(`material-${material.id}-title`);
  const texts = { material: material.displayName, thickness: formats.millimetres(row.thickness) };
  const remove = useDeleteMaterialPrice({
    onSuccess: () => {
      markRemoved();
      setConfirming(false);
      showToast({
        title: t('toast.deleted'),
        description: t('thickness.removed', texts),
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      showError(error, { title: t('toast.deleteFailed'), fallback: t('thickness.removeFailed') });
    },
  });
  const onConfirm = () => remove.mutate({ materialId: material.id, thickness: row.thickness });

  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        aria-label={t('thickness.removeFor', texts)}
        title={t('thickness.removeFor', texts)}
        variant="removal-ghost"
      >
        <TrashIcon />
      </Button>
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
