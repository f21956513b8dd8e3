import type { QueryClient } from '@tanstack/react-query';
import type { SystemSettingKey } from '@shop/contracts';
import { pricingQueryKeys } from '@shop/ui';
import { statusOf } from '../errors/api-errors';

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
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.materialPrices(materialId) }),
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.allCalculatedPrices() }),
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
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.materials() }),
    queryClient.invalidateQueries({ queryKey: pricingQueryKeys.allCalculatedPrices() }),
  ]);
}

/** After a system setting changed. */
export function refreshAfterSettingChange(
  queryClient: QueryClient,
  key: SystemSettingKey,
): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: pricingQueryKeys.systemSetting(key) });
}
