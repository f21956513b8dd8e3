import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  materialPriceSchema,
  type MaterialPrice,
  type UpdateMaterialPriceBody,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import {
  refreshAfterPriceRowChange,
  refreshAfterPriceRowConflict,
} from '../../../api/materials-query-keys';
import { thicknessPath } from './thickness-path';

export interface UpdateMaterialPriceInput {
  materialId: number;
  thickness: number;
  changes: UpdateMaterialPriceBody;
}

/** `PATCH /api/material-prices/:materialId/:thickness` with the changed values and the row's version. */
export function updateMaterialPrice(input: UpdateMaterialPriceInput): Promise<MaterialPrice> {
  return apiRequest(
    `/api/material-prices/${input.materialId}/${thicknessPath(input.thickness)}`,
    (data) => materialPriceSchema.parse(data),
    { method: 'PATCH', body: input.changes },
  );
}

export function useUpdateMaterialPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterialPrice,
    // Returned, so the row stays 'saving' until it shows the stored values.
    onSuccess: (_row, input) => refreshAfterPriceRowChange(queryClient, input.materialId),
    onError: (error, input) => refreshAfterPriceRowConflict(queryClient, error, input.materialId),
  });
}
