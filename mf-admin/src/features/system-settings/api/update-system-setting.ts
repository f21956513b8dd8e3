import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  systemSettingSchema,
  type SystemSetting,
  type SystemSettingKey,
  type UpdateSystemSettingBody,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { refreshAfterSettingChange } from '../../../api/materials-query-keys';

export interface UpdateSystemSettingInput {
  key: SystemSettingKey;
  body: UpdateSystemSettingBody;
}

/** `PATCH /api/system-settings/:key` with `{ value }` (200 with the stored setting). */
export function updateSystemSetting({
  key,
  body,
}: UpdateSystemSettingInput): Promise<SystemSetting> {
  return apiRequest(`/api/system-settings/${key}`, (data) => systemSettingSchema.parse(data), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSystemSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSetting,
    onSuccess: (_setting, input) => refreshAfterSettingChange(queryClient, input.key),
  });
}
