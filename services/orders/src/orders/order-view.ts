import {
  PREPAYMENT_DUE_DAYS,
  seller,
  type BankTransfer,
  type OrderDetail,
  type OrderSummary,
  type PlaceOrderResponse,
} from '@shop/contracts';
import type { OrderLineEntity } from './order-line.entity.js';
import { joinFindings } from './order-line-findings.js';
import type { OrderStatusChangeEntity } from './order-status-change.entity.js';
import type { OrderEntity } from './order.entity.js';

/** An order with its lines and history, as admins see it. */
export function toOrderDetail(
  order: OrderEntity,
  lines: readonly OrderLineEntity[],
  history: readonly OrderStatusChangeEntity[],
): OrderDetail {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    language: order.language,
    customer: order.customer,
    billingAddress: order.billingAddress,
    deliveryAddress: order.deliveryAddress,
    delivery: order.delivery,
    paymentMethod: order.paymentMethod,
    paymentReceived:
      order.paymentReceivedAt && order.paymentReceivedBy
        ? { at: order.paymentReceivedAt.toISOString(), by: order.paymentReceivedBy }
        : null,
    note: order.note,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => joinFindings(line.line, line.findings)),
    totals: order.totals,
    history: history.map((change) => ({
      status: change.status,
      at: change.changedAt.toISOString(),
      by: change.changedBy,
    })),
  };
}

/** An order in the admin's list. */
export function toOrderSummary(order: OrderEntity): OrderSummary {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    company: order.company,
    email: order.email,
    lineCount: order.lineCount,
    gross: order.totals.gross,
    delivery: order.delivery,
    paymentMethod: order.paymentMethod,
  };
}

/** Where a prepayment goes: the seller's account, the order number as reference, the gross total. */
export function bankTransferFor(orderNumber: string, gross: string): BankTransfer {
  return { ...seller.bank, reference: orderNumber, amount: gross, dueDays: PREPAYMENT_DUE_DAYS };
}

/** The answer to the customer who placed `order` (also to a repeated submit of it). */
export function toPlaceOrderResponse(order: OrderEntity): PlaceOrderResponse {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totals: order.totals,
    delivery: order.delivery,
    paymentMethod: order.paymentMethod,
    email: order.email,
    ...(order.paymentMethod === 'prepayment'
      ? { bankTransfer: bankTransferFor(order.orderNumber, order.totals.gross) }
      : {}),
  };
}
