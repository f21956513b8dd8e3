import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderStatus } from '@shop/contracts';

/** Query keys of the admin's orders: every list (one per status filter) and each order. */
export const orderKeys = {
  all: () => ['admin', 'orders'] as const,
  lists: () => ['admin', 'orders', 'list'] as const,
  /** `status` undefined is the list of all orders. */
  list: (status: OrderStatus | undefined) => ['admin', 'orders', 'list', status ?? 'all'] as const,
  detail: (orderNumber: string) => ['admin', 'orders', 'detail', orderNumber] as const,
};

/** After a change the server answered with the whole order: the detail shows that order at once. */
export function showOrderAnswer(queryClient: QueryClient, order: OrderDetail): void {
  queryClient.setQueryData(orderKeys.detail(order.orderNumber), order);
}

/**
 * After an order's status changed: the detail shows the order the server answered at once, and
 * every list refetches, since the order may have left one status filter and joined another.
 */
export function refreshAfterStatusChange(
  queryClient: QueryClient,
  order: OrderDetail,
): Promise<unknown> {
  showOrderAnswer(queryClient, order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

/**
 * After a status change was refused because the order had moved on (409): the order and the
 * lists reload, so the page offers the moves of the status it really has now.
 */
export function refreshAfterStatusConflict(
  queryClient: QueryClient,
  orderNumber: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNumber) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  ]);
}
