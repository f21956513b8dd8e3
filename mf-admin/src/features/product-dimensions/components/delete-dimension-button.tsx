import { useState } from 'react';
import type { ProductDimension } from '@shop/contracts';
import { Button, showToast, TrashIcon } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useDeleteProductDimension } from '../api/delete-product-dimension';

interface DeleteDimensionButtonProps {
  dimension: ProductDimension;
  /** The dimension as the list shows it ('2 × 1000 × 2000 mm'). */
  size: string;
  categoryName: string;
}

/** Removes a dimension after a confirmation. */
export function DeleteDimensionButton({
  dimension,
  size,
  categoryName,
}: DeleteDimensionButtonProps) {
  const { t } = useAdminTranslation();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  const markRemoved = useFocusAfterRemoval('dimension-list-title');
  const remove = useDeleteProductDimension({
    onSuccess: () => {
      markRemoved();
      setConfirming(false);
      showToast({
        title: t('toast.deleted'),
        description: t('dimensions.removed', { size }),
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      showError(error, { title: t('toast.deleteFailed'), fallback: t('dimensions.removeFailed') });
    },
  });

  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        aria-label={t('dimensions.removeFor', { size })}
        variant="removal-ghost"
      >
        <TrashIcon />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('dimensions.confirmTitle')}
        description={t('dimensions.confirmText', { size, category: categoryName })}
        confirmLabel={t('dialog.confirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(dimension)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
