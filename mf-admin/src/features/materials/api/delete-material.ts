import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListMaterialsResponse } from '@shop/contracts';
import { apiRequest, pricingQueryKeys } from '@shop/ui';
import {
  refreshAfterMaterialChange,
  type MutationCallbacks,
} from '../../../api/materials-query-keys';

/** `DELETE /api/materials/:id` (204); the server deletes the material's prices with it. */
export function deleteMaterial(materialId: number): Promise<void> {
  return apiRequest(`/api/materials/${materialId}`, () => undefined, { method: 'DELETE' });
}

/**
 * The callbacks are the hook's own, not `mutate`'s: the removed card unmounts the button that
 * started the deletion, and TanStack Query skips `mutate` callbacks of an unmounted observer.
 */
export function useDeleteMaterial(callbacks: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onError: (error) => callbacks.onError(error),
    onSuccess: (_result, materialId) => {
      callbacks.onSuccess();
      // Drop the card first, so nothing asks for the prices of a material that is gone.
      // In every language the lists were read in.
      queryClient.setQueriesData<ListMaterialsResponse>(
        { queryKey: pricingQueryKeys.materials() },
        (materials) => materials?.filter((material) => material.id !== materialId),
      );
      queryClient.removeQueries({ queryKey: pricingQueryKeys.materialPrices(materialId) });
      // Not awaited: the card is gone already; the list catches up in the background.
      void refreshAfterMaterialChange(queryClient);
    },
  });
}
