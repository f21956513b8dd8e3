import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { statusOf } from '../../../errors/api-errors';
import { orderKeys, showOrderAnswer } from './query-keys';

/**
 * `POST /api/admin/orders/:orderNumber/payment`: records a prepayment order's payment as received
 * now, by the signed-in admin, and answers the order as it is then. 409 for an order on invoice,
 * one whose payment is recorded already and a cancelled one; 404 for an unknown order.
 */
export function recordOrderPayment(orderNumber: string): Promise<OrderDetail> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}/payment`,
    (data) => orderDetailSchema.parse(data),
    { method: 'POST' },
  );
}

export function useRecordOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOrderPayment,
    onSuccess: (order) => showOrderAnswer(queryClient, order),
    // Refused because the order changed meanwhile (cancelled, or recorded by someone else): the
    // page shows it as it is now.
    onError: (error, orderNumber) =>
      statusOf(error) === 409
        ? queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNumber) })
        : undefined,
  });
}
