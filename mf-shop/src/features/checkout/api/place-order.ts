import { useMutation } from '@tanstack/react-query';
import {
  placeOrderResponseSchema,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';

export interface PlaceOrderVariables {
  body: PlaceOrderBody;
  idempotencyKey: string;
}

/**
 * `POST /api/orders`: the visitor's cart becomes an order. The same idempotency key answers the
 * same order again, so a repeated call never orders twice.
 */
export function placeOrder({
  body,
  idempotencyKey,
}: PlaceOrderVariables): Promise<PlaceOrderResponse> {
  return apiRequest('/api/orders', (data) => placeOrderResponseSchema.parse(data), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
