import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';
import {
  refreshAfterPriceRowChange,
  type MutationCallbacks,
} from '../../../api/materials-query-keys';
import { thicknessPath } from './thickness-path';

export interface DeleteMaterialPriceInput {
  materialId: number;
  thickness: number;
}

/** `DELETE /api/material-prices/:materialId/:thickness` (204). */
export function deleteMaterialPrice(input: DeleteMaterialPriceInput): Promise<void> {
  return apiRequest(
    `/api/material-prices/${input.materialId}/${thicknessPath(input.thickness)}`,
    () => undefined,
    { method: 'DELETE' },
  );
}

/**
 * The callbacks are the hook's own, not `mutate`'s: the removed row unmounts the button that
 * started the deletion, and TanStack Query skips `mutate` callbacks of an unmounted observer.
 */
export function useDeleteMaterialPrice(callbacks: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterialPrice,
    onSuccess: async (_result, input) => {
      await refreshAfterPriceRowChange(queryClient, input.materialId);
      callbacks.onSuccess();
    },
    onError: (error) => callbacks.onError(error),
  });
}
