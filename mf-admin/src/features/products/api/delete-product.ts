import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';
import { refreshAfterProductChange } from '../../../api/catalogue-query-keys';
import type { MutationCallbacks } from '../../../api/materials-query-keys';

/** `DELETE /api/products/:id` (204). */
export function deleteProduct(id: number): Promise<void> {
  return apiRequest(`/api/products/${id}`, () => undefined, { method: 'DELETE' });
}

/**
 * The callbacks are the hook's own, not `mutate`'s: the removed row unmounts the button that
 * started the deletion, and TanStack Query skips `mutate` callbacks of an unmounted observer.
 */
export function useDeleteProduct(callbacks: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await refreshAfterProductChange(queryClient);
      callbacks.onSuccess();
    },
    onError: (error) => callbacks.onError(error),
  });
}
