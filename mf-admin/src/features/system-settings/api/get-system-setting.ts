import { useQuery } from '@tanstack/react-query';
import {
  getSystemSettingResponseSchema,
  type SystemSetting,
  type SystemSettingKey,
} from '@shop/contracts';
import { apiRequest, pricingQueryKeys } from '@shop/ui';

export function getSystemSetting(
  key: SystemSettingKey,
  signal?: AbortSignal,
): Promise<SystemSetting> {
  return apiRequest(
    `/api/system-settings/${key}`,
    (data) => getSystemSettingResponseSchema.parse(data),
    {
      signal,
    },
  );
}

export function useSystemSetting(key: SystemSettingKey) {
  return useQuery({
    queryKey: pricingQueryKeys.systemSetting(key),
    queryFn: ({ signal }) => getSystemSetting(key, signal),
  });
}
