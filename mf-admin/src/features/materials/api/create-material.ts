import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialSchema, type CreateMaterialBody, type Material } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { refreshAfterMaterialChange } from '../../../api/materials-query-keys';

/** `POST /api/materials` (201 with the new material; 409 when the name exists). */
export function createMaterial(body: CreateMaterialBody): Promise<Material> {
  return apiRequest('/api/materials', (data) => materialSchema.parse(data), {
    method: 'POST',
    body,
  });
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    onSuccess: () => refreshAfterMaterialChange(queryClient),
  });
}
