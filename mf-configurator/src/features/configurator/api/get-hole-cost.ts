import { useQuery } from '@tanstack/react-query';
import { DEFAULT_HOLE_COST_EUR, systemSettingSchema } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { configuratorKeys } from './query-keys';

/**
 * EUR per hole from `GET /api/system-settings/hole_cost`. SPEC 7: when the setting cannot be
 * read it counts as absent and 1.00 EUR per hole is used, so a failure is an answer, not an error.
 * SPEC 5 treats a stored 0 as absent too, as the pricing service does, so both agree to the cent.
 */
export async function getHoleCost(signal?: AbortSignal): Promise<number> {
  try {
    const setting = await apiRequest(
      '/api/system-settings/hole_cost',
      (data) => systemSettingSchema.parse(data),
      { signal },
    );
    return setting.value > 0 ? setting.value : DEFAULT_HOLE_COST_EUR;
  } catch (error) {
    if (signal?.aborted) throw error;
    return DEFAULT_HOLE_COST_EUR;
  }
}

export function useHoleCost(): number {
  const { data } = useQuery({
    queryKey: configuratorKeys.holeCost(),
    queryFn: ({ signal }) => getHoleCost(signal),
  });
  return data ?? DEFAULT_HOLE_COST_EUR;
}
