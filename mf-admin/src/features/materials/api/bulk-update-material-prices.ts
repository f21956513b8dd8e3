import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkUpdateMaterialPricesResponseSchema,
  type BulkUpdateMaterialPricesBody,
  type BulkUpdateMaterialPricesResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { statusOf } from '../../errors/api-errors';
import { refreshAfterPriceRowChange } from './query-keys';

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
    // 409: a row changed since it was read; reload, so the next try carries its new version.
    onError: (error, input) =>
      statusOf(error) === 409
        ? refreshAfterPriceRowChange(queryClient, input.materialId)
        : undefined,
  });
}
