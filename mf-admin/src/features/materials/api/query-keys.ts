import type { QueryClient } from '@tanstack/react-query';
import type { SystemSettingKey } from '@shop/contracts';

/**
 * Query keys of prices and materials. The first three are the public calculator's own keys
 * (mf-calculator `priceCalculatorKeys`): both remotes share the shell's QueryClient, so what the
 * admin page refreshes here is what the calculator shows next, without a reload.
 */
export const pricingKeys = {
  materials: () => ['materials'] as const,
  allMaterialPrices: () => ['material-prices'] as const,
  materialPrices: (materialId: number) => ['material-prices', materialId] as const,
  allCalculatedPrices: () => ['calculate-price'] as const,
  allSystemSettings: () => ['system-settings'] as const,
  systemSetting: (key: SystemSettingKey) => ['system-settings', key] as const,
};

/**
 * Marks every price-related query stale after a change: mounted ones refetch now, the
 * calculator's (unmounted while the admin page shows) refetch when it mounts again. Calculated
 * prices go too, since one may have been computed from the old row.
 */
export function refreshPricingQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pricingKeys.materials() }),
    queryClient.invalidateQueries({ queryKey: pricingKeys.allMaterialPrices() }),
    queryClient.invalidateQueries({ queryKey: pricingKeys.allCalculatedPrices() }),
    queryClient.invalidateQueries({ queryKey: pricingKeys.allSystemSettings() }),
  ]);
}
