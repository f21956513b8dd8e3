import { type OrderDetail, type OrderStatus } from '@shop/contracts';
import {
  checkOrderTransition,
  orderStatusTransitions,
  type OrderTransitionRefusal,
} from '@shop/shop-rules';
import { ApiError } from '@shop/ui';

/**
 * The moves the lifecycle table offers from the order's status that its requirements refuse for
 * now (production of a prepayment order whose payment is not recorded), each with the refusal.
 */
export function refusedMoves(order: OrderDetail): Map<OrderStatus, OrderTransitionRefusal> {
  const facts = {
    paymentMethod: order.paymentMethod,
    paymentReceivedAt: order.paymentReceived?.at ?? null,
  };
  const refused = new Map<OrderStatus, OrderTransitionRefusal>();
  for (const next of orderStatusTransitions[order.status]) {
    const check = checkOrderTransition(order.status, next, facts);
    if (!check.allowed) refused.set(next, { code: check.code, reason: check.reason });
  }
  return refused;
}

/** The refusal a 409 answer names by one of the lifecycle's own codes, if it does. */
export function refusalOfAnswer(error: unknown): OrderTransitionRefusal | undefined {
  if (!(error instanceof ApiError) || error.body?.code !== 'payment_not_received') return undefined;
  return { code: error.body.code, reason: error.body.message };
}
