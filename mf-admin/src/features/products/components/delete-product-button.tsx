import { useState } from 'react';
import type { Product } from '@shop/contracts';
import { Button, showToast, TrashIcon } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useDeleteProduct } from '../api/delete-product';

/** Deletes a product after a confirmation; toasts 'Gelöscht' or 'Löschen fehlgeschlagen'. */
export function DeleteProductButton({ product }: { product: Product }) {
  const { t } = useAdminTranslation();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);
  // The row goes away with this button; focus the list's heading instead of the page's start.
  const markRemoved = useFocusAfterRemoval('products-title');
  const name = product.name;
  const remove = useDeleteProduct({
    onSuccess: () => {
      markRemoved();
      setConfirming(false);
      showToast({
        title: t('toast.deleted'),
        description: t('products.deleted', { name }),
        variant: 'success',
      });
    },
    onError: (error) => {
      setConfirming(false);
      showError(error, { title: t('toast.deleteFailed'), fallback: t('products.deleteFailed') });
    },
  });

  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        aria-label={t('products.deleteFor', { name })}
        variant="removal-outline"
      >
        <TrashIcon />
        <span className="admin:hidden admin:lg:inline">{t('products.delete')}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('products.confirmTitle', { name })}
        description={t('products.confirmText')}
        confirmLabel={t('products.delete')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(product.id)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
