import * as z from 'zod/mini';

/** An order's statuses, in the order an order normally passes them. */
export const orderStatuses = [
  'new',
  'confirmed',
  'in_production',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses, {
  error: `Must be one of ${orderStatuses.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The order lifecycle, in one table: each status and the statuses it may move to. An order moves
 * forward one step at a time (new → confirmed → in production → shipped → completed) and may be
 * cancelled until it has been shipped; completed and cancelled are final.
 */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

/** Statuses whose reaching is e-mailed to the customer. */
export const customerNotifiedStatuses: readonly OrderStatus[] = ['confirmed', 'shipped'];

/** Whether an order in `from` may move to `to`; when not, the reason (the 409's message). */
export type OrderTransitionCheck = { allowed: true } | { allowed: false; reason: string };

/** The one check of a status change, against {@link orderStatusTransitions}. */
export function checkOrderTransition(from: OrderStatus, to: OrderStatus): OrderTransitionCheck {
  if (from === to) return { allowed: false, reason: `The order is already ${from}` };
  if (orderStatusTransitions[from].includes(to)) return { allowed: true };
  const next = orderStatusTransitions[from];
  return {
    allowed: false,
    reason:
      next.length === 0
        ? `An order that is ${from} cannot change any more`
        : `An order that is ${from} can only become ${next.join(' or ')}, not ${to}`,
  };
}
