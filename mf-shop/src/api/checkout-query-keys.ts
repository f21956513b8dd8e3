import type { SystemSettingKey } from '@shop/contracts';

/**
 * The checkout's query keys. A setting's key has the shape of the shared `hole_cost` entry
 * (`['system-settings', key]`), so every remote reading the same setting shares one cache entry.
 */
export const checkoutQueryKeys = {
  setting: (key: SystemSettingKey) => ['system-settings', key] as const,
};
