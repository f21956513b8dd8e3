import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  materialPriceSchema,
  type CreateMaterialPriceBody,
  type MaterialPrice,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { refreshAfterPriceRowChange } from '../../../api/materials-query-keys';

/** `POST /api/material-prices` (201 with the new row; 409 when the thickness exists). */
export function createMaterialPrice(body: CreateMaterialPriceBody): Promise<MaterialPrice> {
  return apiRequest('/api/material-prices', (data) => materialPriceSchema.parse(data), {
    method: 'POST',
    body,
  });
}

export function useCreateMaterialPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterialPrice,
    onSuccess: (_row, body) => refreshAfterPriceRowChange(queryClient, body.materialId),
  });
}
