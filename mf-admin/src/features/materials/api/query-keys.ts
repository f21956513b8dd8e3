import type { QueryClient } from '@tanstack/react-query';
import type { SystemSettingKey } from '@shop/contracts';
import { statusOf } from '../../errors/api-errors';

/**
 * Query keys of prices and materials. The first three are the public pages' own keys
 * (`pricingQueryKeys` in @shop/ui, used by the calculator and the configurator): the remotes
 * share the shell's QueryClient, so what the admin page refreshes here is what those pages show
 * next, without a reload.
 */
export const pricingKeys = {
  materials: () => ['materials'] as const,
  allMaterialPrices: () => ['material-prices'] as const,
  materialPrices: (materialId: number) => ['material-prices', materialId] as const,
  allCalculatedPrices: () => ['calculate-price'] as const,
  systemSetting: (key: SystemSettingKey) => ['system-settings', key] as const,
};

/** What a component wants to happen after a mutation, also when it has unmounted meanwhile. */
export interface MutationCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * After a thickness row of `materialId` changed: its rows refetch now (the admin card shows them);
 * the calculator's copy of them and every calculated price are stale and refetch when the
 * calculator mounts again. Only what the change can affect, so a save costs one request.
 */
export function refreshAfterPriceRowChange(
  queryClient: QueryClient,
  materialId: number,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pricingKeys.materialPrices(materialId) }),
    queryClient.invalidateQueries({ queryKey: pricingKeys.allCalculatedPrices() }),
  ]);
}

/**
 * After a price row write failed: on 409 (a row changed since it was read) the rows of
 * `materialId` reload, so the next try carries their new versions; other failures change nothing.
 */
export function refreshAfterPriceRowConflict(
  queryClient: QueryClient,
  error: unknown,
  materialId: number,
): Promise<unknown> | undefined {
  return statusOf(error) === 409 ? refreshAfterPriceRowChange(queryClient, materialId) : undefined;
}

/** After a material was added or removed: the list (admin and calculator) and calculated prices. */
export function refreshAfterMaterialChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pricingKeys.materials() }),
    queryClient.invalidateQueries({ queryKey: pricingKeys.allCalculatedPrices() }),
  ]);
}

/** After a system setting changed. */
export function refreshAfterSettingChange(
  queryClient: QueryClient,
  key: SystemSettingKey,
): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: pricingKeys.systemSetting(key) });
}
