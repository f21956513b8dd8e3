import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDimension } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from '../../../api/catalogue-query-keys';
import type { MutationCallbacks } from '../../../api/materials-query-keys';

/** `DELETE /api/product-dimensions/:id` (204). */
export function deleteProductDimension(dimension: ProductDimension): Promise<void> {
  return apiRequest(`/api/product-dimensions/${dimension.id}`, () => undefined, {
    method: 'DELETE',
  });
}

/**
 * The callbacks are the hook's own, not `mutate`'s: the removed row unmounts the button that
 * started the deletion, and TanStack Query skips `mutate` callbacks of an unmounted observer.
 */
export function useDeleteProductDimension(callbacks: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductDimension,
    onSuccess: async (_result, dimension) => {
      await queryClient.invalidateQueries({
        queryKey: catalogueKeys.productDimensions(dimension.category),
      });
      callbacks.onSuccess();
    },
    onError: (error) => callbacks.onError(error),
  });
}
