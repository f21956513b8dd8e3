import { ordersSubjects, seller, type OrderDetail, type OrderStatus } from '@shop/contracts';
import { orderLifecycle, type OrderTransitionFacts } from '@shop/shop-rules';
import type { EntityManager } from 'typeorm';
import { orderConfirmationMail, sellerNoticeMail, statusChangeMail } from '../mails/order-mails.js';
import { enqueueOutbox } from '../outbox/enqueue-outbox.js';
import type { OutboxPayload } from '../outbox/outbox-payload.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { bankTransferFor, toOrderDetail } from './order-view.js';
import { OrderEntity } from './order.entity.js';

/** The cart lines a new order took, which its `orders.order.placed` event names. */
export interface PlacedFrom {
  cartId: string;
  cartLineIds: readonly string[];
}

/** One move of an order along its lifecycle, as {@link recordTransition} writes it. */
export interface Transition {
  orderNumber: string;
  to: OrderStatus;
  /** The admin who moved it; null for the customer placing the order. */
  by: string | null;
  at: Date;
  /** For reaching 'new': the cart lines the order took. */
  placedFrom?: PlacedFrom;
}

/** What a status's requirement reads of an order. */
export function transitionFacts(order: OrderEntity): OrderTransitionFacts {
  return {
    paymentMethod: order.paymentMethod,
    paymentReceivedAt: order.paymentReceivedAt?.toISOString() ?? null,
  };
}

/**
 * Records that an order reached a status, in the caller's transaction: the status itself, a
 * history row saying who moved it and when, and the outbox entries the lifecycle table names for
 * the status (the customer's mail, the works' notice, the placed event). Placing an order and an
 * admin's change both go through here, so a status never changes without its effects. The caller
 * has checked the move (`checkOrderTransition`) with the order locked. Answers the order as
 * it is then.
 */
export async function recordTransition(
  manager: EntityManager,
  transition: Transition,
): Promise<OrderDetail> {
  const { orderNumber, to, by, at, placedFrom } = transition;
  await manager.update(OrderEntity, { orderNumber }, { status: to });
  await manager.insert(OrderStatusChangeEntity, {
    orderNumber,
    status: to,
    changedAt: at,
    changedBy: by,
  });
  const detail = await orderDetail(manager, orderNumber);
  await enqueueOutbox(manager, effectsOf(detail, to, placedFrom));
  return detail;
}

/** The order with its lines and history, read in `manager`'s transaction; null when unknown. */
export async function findOrderDetail(
  manager: EntityManager,
  orderNumber: string,
): Promise<OrderDetail | null> {
  const order = await manager.findOneBy(OrderEntity, { orderNumber });
  if (!order) return null;
  const [lines, history] = await Promise.all([
    manager.find(OrderLineEntity, { where: { orderNumber }, order: { position: 'ASC' } }),
    manager.find(OrderStatusChangeEntity, { where: { orderNumber }, order: { id: 'ASC' } }),
  ]);
  return toOrderDetail(order, lines, history);
}

async function orderDetail(manager: EntityManager, orderNumber: string): Promise<OrderDetail> {
  const detail = await findOrderDetail(manager, orderNumber);
  if (!detail) throw new Error(`Order ${orderNumber} vanished within its own transaction`);
  return detail;
}

/** The outbox entries reaching `status` brings, as the lifecycle table names them. */
export function effectsOf(
  detail: OrderDetail,
  status: OrderStatus,
  placedFrom?: PlacedFrom,
): OutboxPayload[] {
  const rule = orderLifecycle[status];
  const effects: OutboxPayload[] = [];
  const toCustomer = { kind: 'mail' as const, to: detail.customer.email };
  switch (rule.customerMail) {
    case 'placed': {
      const bankTransfer =
        detail.paymentMethod === 'prepayment'
          ? bankTransferFor(detail.orderNumber, detail.totals.gross)
          : undefined;
      effects.push({ ...toCustomer, ...orderConfirmationMail(detail, bankTransfer) });
      break;
    }
    case 'confirmed':
    case 'shipped':
    case 'cancelled':
      effects.push({ ...toCustomer, ...statusChangeMail(detail, rule.customerMail) });
      break;
    case undefined:
      break;
  }
  if (rule.sellerNotice) {
    effects.push({
      kind: 'mail',
      to: seller.ordersEmail,
      replyTo: detail.customer.email,
      ...sellerNoticeMail(detail),
    });
  }
  if (rule.placedEvent) {
    if (!placedFrom) throw new Error(`Reaching ${status} needs the cart lines the order took`);
    effects.push({
      kind: 'event',
      subject: ordersSubjects.orderPlaced,
      msgId: detail.orderNumber,
      event: {
        orderNumber: detail.orderNumber,
        placedAt: detail.createdAt,
        cartId: placedFrom.cartId,
        cartLineIds: [...placedFrom.cartLineIds],
        gross: detail.totals.gross,
      },
    });
  }
  return effects;
}
