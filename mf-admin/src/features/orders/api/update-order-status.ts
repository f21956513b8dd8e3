import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail, type OrderStatus } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { statusOf } from '../../../errors/api-errors';
import { refreshAfterStatusChange, refreshAfterStatusConflict } from './query-keys';

export interface UpdateOrderStatusInput {
  orderNumber: string;
  status: OrderStatus;
}

/**
 * `PATCH /api/admin/orders/:orderNumber`: the order as it is after the change; 409 with the
 * reason when the lifecycle does not allow it from the status the order has on the server.
 */
export function updateOrderStatus({
  orderNumber,
  status,
}: UpdateOrderStatusInput): Promise<OrderDetail> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}`,
    (data) => orderDetailSchema.parse(data),
    { method: 'PATCH', body: { status } },
  );
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => refreshAfterStatusChange(queryClient, order),
    onError: (error, { orderNumber }) =>
      statusOf(error) === 409 ? refreshAfterStatusConflict(queryClient, orderNumber) : undefined,
  });
}
