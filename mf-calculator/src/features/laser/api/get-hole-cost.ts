import { useQuery } from '@tanstack/react-query';
import { DEFAULT_HOLE_COST_EUR, systemSettingSchema } from '@shop/contracts';
import { apiRequest } from '@shop/ui';

/**
 * EUR per pierce from `GET /api/system-settings/hole_cost`. As in the configurator and the
 * pricing service: unreadable, absent or 0 counts as 1.00 EUR, so browser and server agree.
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
    queryKey: ['system-settings', 'hole_cost'],
    queryFn: ({ signal }) => getHoleCost(signal),
  });
  return data ?? DEFAULT_HOLE_COST_EUR;
}
