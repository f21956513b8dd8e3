import { useInfiniteQuery } from '@tanstack/react-query';
import {
  listOrdersResponseSchema,
  type ListOrdersQuery,
  type ListOrdersResponse,
  type OrderStatus,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { orderKeys } from './query-keys';

/** Orders one 'load more' adds; small enough that the first page comes quickly. */
export const ORDERS_PAGE_SIZE = 25;

/** `GET /api/admin/orders`: newest first, of one status or all, a page at a time. */
export function getOrders(
  query: ListOrdersQuery,
  signal?: AbortSignal,
): Promise<ListOrdersResponse> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.before) params.set('before', query.before);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const search = params.toString();
  return apiRequest(
    `/api/admin/orders${search ? `?${search}` : ''}`,
    (data) => listOrdersResponseSchema.parse(data),
    { signal },
  );
}

/** The list of `status` (all when undefined); `fetchNextPage` continues after its last order. */
export function useOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      getOrders({ status, before: pageParam, limit: ORDERS_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
  });
}
