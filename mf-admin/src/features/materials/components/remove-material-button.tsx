import { useState } from 'react';
import { Button, showToast, TrashIcon } from '@shop/ui';
import type { Material } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useDeleteMaterial } from '../api/delete-material';

interface RemoveMaterialButtonProps {
  material: Material;
  /** How many thickness rows go with it, so the warning can say so. */
  priceRowCount: number;
}

/** Removes a material after a confirmation that warns its prices go too. */
export function RemoveMaterialButton({ material, priceRowCount }: RemoveMaterialButtonProps) {
  const { t } = useAdminTranslation();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  // The card goes away with this button; focus the list's heading instead of the page's start.
  const markRemoved = useFocusAfterRemoval('materials-title');
  const name = material.displayName;
  const remove = useDeleteMaterial({
    onSuccess: () => {
      markRemoved();
      setConfirming(false);
      showToast({
        title: t('toast.deleted'),
        description: t('material.removed', { material: name }),
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      showError(error, { title: t('toast.deleteFailed'), fallback: t('material.removeFailed') });
    },
  });
  const onConfirm = () => remove.mutate(material.id);

  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        aria-label={t('material.removeFor', { material: name })}
        variant="removal-outline"
      >
        <TrashIcon />
        <span className="admin:hidden admin:sm:inline">{t('material.remove')}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('material.confirmTitle', { material: name })}
        description={t('material.confirmText', { rows: priceRowCount })}
        confirmLabel={t('dialog.confirm')}
        pending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
