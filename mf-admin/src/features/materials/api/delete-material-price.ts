import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';
import { refreshAfterPriceRowChange } from './query-keys';
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

export function useDeleteMaterialPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterialPrice,
    onSuccess: (_result, input) => refreshAfterPriceRowChange(queryClient, input.materialId),
  });
}
