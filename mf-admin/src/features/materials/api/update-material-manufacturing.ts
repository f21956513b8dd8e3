import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  materialSchema,
  type Material,
  type UpdateMaterialManufacturingBody,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { refreshAfterMaterialChange } from '../../../api/materials-query-keys';

export interface UpdateMaterialManufacturingInput {
  materialId: number;
  rules: UpdateMaterialManufacturingBody;
}

/** `PUT /api/materials/:id/manufacturing`: the material's smallest hole factor and largest sheet. */
export function updateMaterialManufacturing(
  input: UpdateMaterialManufacturingInput,
): Promise<Material> {
  return apiRequest(
    `/api/materials/${input.materialId}/manufacturing`,
    (data) => materialSchema.parse(data),
    { method: 'PUT', body: input.rules },
  );
}

/** The rules decide what carts accept, so the material list and every calculated price reload. */
export function useUpdateMaterialManufacturing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterialManufacturing,
    onSuccess: () => refreshAfterMaterialChange(queryClient),
  });
}
