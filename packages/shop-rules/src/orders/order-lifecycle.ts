import { orderStatuses, type OrderStatus } from '@shop/contracts';

/** The e-mails the customer gets when an order reaches a status. */
export type OrderCustomerMail = 'placed' | 'confirmed' | 'shipped' | 'cancelled';

/** What a status check needs to know of the order besides its status. */
export interface OrderTransitionFacts {
  paymentMethod: 'prepayment' | 'invoice';
  /** When the admin recorded a prepayment as received; null before. */
  paymentReceivedAt: string | null;
}

/** A refused change: the reason (the 409's message) and, where there is one, its own code. */
export type OrderTransitionRefusal = { reason: string; code?: 'payment_not_received' };

/** One status of the lifecycle: where it may go, what reaching it does, and what it needs. */
export interface OrderStatusRule {
  /** The statuses an order in this one may move to. */
  next: readonly OrderStatus[];
  /** The e-mail the customer gets on reaching it, in the order's language. */
  customerMail?: OrderCustomerMail;
  /** Whether the works gets a notice of it (German), with the customer's details. */
  sellerNotice?: boolean;
  /** Whether `orders.order.placed` is published on reaching it (the cart drops the lines). */
  placedEvent?: boolean;
  /** What must hold before an order may reach it; the refusal when it does not. */
  requires?: (order: OrderTransitionFacts) => OrderTransitionRefusal | null;
}

/** Goods paid in advance are made only once the money is there. */
function paidBeforeProduction(order: OrderTransitionFacts): OrderTransitionRefusal | null {
  if (order.paymentMethod !== 'prepayment' || order.paymentReceivedAt !== null) return null;
  return {
    code: 'payment_not_received',
    reason: 'A prepayment order goes into production only once its payment is recorded as received',
  };
}

/**
 * The order lifecycle, in one table: each status, the statuses it may move to, and what reaching
 * it does. An order moves forward one step at a time (new → confirmed → in production → shipped
 * → completed) and may be cancelled until it has been shipped; completed and cancelled are final.
 * A prepayment order goes into production only once its payment is recorded. The customer is
 * mailed on placing, confirmation, shipping and cancellation; the works hears of a new order.
 * The orders service writes a change's status, history row and outbox entries together from it.
 */
export const orderLifecycle: Readonly<Record<OrderStatus, OrderStatusRule>> = {
  new: {
    next: ['confirmed', 'cancelled'],
    customerMail: 'placed',
    sellerNotice: true,
    placedEvent: true,
  },
  confirmed: { next: ['in_production', 'cancelled'], customerMail: 'confirmed' },
  in_production: { next: ['shipped', 'cancelled'], requires: paidBeforeProduction },
  shipped: { next: ['completed'], customerMail: 'shipped' },
  completed: { next: [] },
  cancelled: { next: [], customerMail: 'cancelled' },
};

/** Each status and the statuses it may move to (from {@link orderLifecycle}). */
export const orderStatusTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> =
  Object.fromEntries(
    orderStatuses.map((status) => [status, orderLifecycle[status].next]),
  ) as Record<OrderStatus, readonly OrderStatus[]>;

/** Statuses an admin's change to which is e-mailed to the customer. */
export const customerNotifiedStatuses: readonly OrderStatus[] = orderStatuses.filter(
  (status) => status !== 'new' && orderLifecycle[status].customerMail !== undefined,
);

/** Whether an order may move to `to`; when not, the reason (the 409's message) and its code. */
export type OrderTransitionCheck =
  { allowed: true } | ({ allowed: false } & OrderTransitionRefusal);

/**
 * The one check of a status change, against {@link orderLifecycle}: the move must be in the
 * table, and the target's requirement must hold for the order (given `facts`; without them only
 * the table is checked, as a screen offering the moves does).
 */
export function checkOrderTransition(
  from: OrderStatus,
  to: OrderStatus,
  facts?: OrderTransitionFacts,
): OrderTransitionCheck {
  if (from === to) return { allowed: false, reason: `The order is already ${from}` };
  const next = orderLifecycle[from].next;
  if (!next.includes(to)) {
    return {
      allowed: false,
      reason:
        next.length === 0
          ? `An order that is ${from} cannot change any more`
          : `An order that is ${from} can only become ${next.join(' or ')}, not ${to}`,
    };
  }
  const refusal = facts ? orderLifecycle[to].requires?.(facts) : null;
  return refusal ? { allowed: false, ...refusal } : { allowed: true };
}
