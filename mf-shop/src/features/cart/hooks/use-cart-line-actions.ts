import type { CartLine } from '@shop/contracts';
import { removeCartLine, showToast, updateCartLineQuantity, useCartMutation } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/**
 * Quantity change and removal of cart lines, with their toasts. Each answers the whole
 * cart, which replaces the cached one, so the lines, the summary and the header badge follow.
 */
export function useCartLineActions() {
  const { t } = useShopTranslation();
  const update = useCartMutation((change: { lineId: CartLine['id']; quantity: number }) =>
    updateCartLineQuantity(change.lineId, change.quantity),
  );
  const remove = useCartMutation((line: { id: CartLine['id']; name: string }) =>
    removeCartLine(line.id),
  );

  return {
    changeQuantity: (lineId: CartLine['id'], quantity: number) =>
      update.mutate(
        { lineId, quantity },
        {
          onError: () =>
            showToast({
              variant: 'error',
              title: t('cart.errorTitle'),
              description: t('cart.quantityFailed'),
            }),
        },
      ),
    removeLine: (id: CartLine['id'], name: string) =>
      remove.mutate(
        { id, name },
        {
          onSuccess: () =>
            showToast({
              variant: 'success',
              title: t('cart.removed'),
              description: t('cart.removedText', { name }),
            }),
          onError: () =>
            showToast({
              variant: 'error',
              title: t('cart.errorTitle'),
              description: t('cart.removeFailed'),
            }),
        },
      ),
  };
}
