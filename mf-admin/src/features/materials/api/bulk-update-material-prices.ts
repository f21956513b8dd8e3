import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkUpdateMaterialPricesResponseSchema,
  type BulkUpdateMaterialPricesBody,
  type BulkUpdateMaterialPricesResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import {
  refreshAfterPriceRowChange,
  refreshAfterPriceRowConflict,
} from '../../../api/materials-query-keys';

export interface BulkUpdateMaterialPricesInput {
  materialId: number;
  body: BulkUpdateMaterialPricesBody;
}

/** `PATCH /api/material-prices`: every row of the body, or none of them. */
export function bulkUpdateMaterialPrices(
  input: BulkUpdateMaterialPricesInput,
): Promise<BulkUpdateMaterialPricesResponse> {
  return apiRequest(
    '/api/material-prices',
    (data) => bulkUpdateMaterialPricesResponseSchema.parse(data),
    { method: 'PATCH', body: input.body },
  );
}

export function useBulkUpdateMaterialPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateMaterialPrices,
    onSuccess: (_answer, input) => refreshAfterPriceRowChange(queryClient, input.materialId),
    onError: (error, input) => refreshAfterPriceRowConflict(queryClient, error, input.materialId),
  });
}
