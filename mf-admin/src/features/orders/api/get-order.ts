import { useQuery } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { orderKeys } from './query-keys';

/** `GET /api/admin/orders/:orderNumber` (404 for an unknown order). */
export function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}`,
    (data) => orderDetailSchema.parse(data),
    { signal },
  );
}

/** One order; nothing is asked while `orderNumber` is undefined (not a valid number). */
export function useOrder(orderNumber: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderNumber ?? ''),
    queryFn: ({ signal }) => getOrder(orderNumber ?? '', signal),
    enabled: orderNumber !== undefined,
  });
}
