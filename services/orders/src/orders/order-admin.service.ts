import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type GetOrderPartFileResponse,
  type ListOrdersRequest,
  type ListOrdersResponse,
  type OrderDetail,
  type RecordOrderPaymentRequest,
  type UpdateOrderStatusRequest,
} from '@shop/contracts';
import { checkOrderTransition } from '@shop/shop-rules';
import { AppError } from '@shop/nest-kit';
import { LessThan, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { OutboxWorker } from '../outbox/outbox-worker.js';
import { OrderLineEntity } from './order-line.entity.js';
import { findOrderDetail, recordTransition, transitionFacts } from './order-lifecycle.js';
import { toOrderSummary } from './order-view.js';
import { OrderEntity } from './order.entity.js';

/** Orders on a page of the admin's list unless the admin asks for another number. */
const DEFAULT_PAGE_SIZE = 50;

/**
 * What admins do with orders: list and read them, move them along their lifecycle, record a
 * prepayment, get their files.
 */
@Injectable()
export class OrderAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OutboxWorker) private readonly outbox: OutboxWorker,
  ) {}

  /** Newest first, optionally of one status, a page at a time after `before`. */
  async list({
    status,
    before,
    limit = DEFAULT_PAGE_SIZE,
  }: ListOrdersRequest): Promise<ListOrdersResponse> {
    const where: FindOptionsWhere<OrderEntity> = {
      ...(status ? { status } : {}),
      ...(before ? { orderNumber: LessThan(before) } : {}),
    };
    const orders = await this.dataSource.manager.find(OrderEntity, {
      where,
      order: { orderNumber: 'DESC' },
      take: limit + 1,
    });
    const page = orders.slice(0, limit);
    return {
      orders: page.map(toOrderSummary),
      nextBefore: orders.length > limit ? (page.at(-1)?.orderNumber ?? null) : null,
    };
  }

  /** One order with its lines and history; 404 for an unknown number. */
  async get(orderNumber: string): Promise<OrderDetail> {
    return this.detail(this.dataSource.manager, orderNumber);
  }

  /**
   * Moves the order to `status` when the lifecycle allows it (409 with the reason otherwise; a
   * prepayment order goes into production only once its payment is recorded), with the lifecycle's
   * effects: the admin in its history and the customer's e-mail where the table names one, all in
   * one transaction.
   */
  async updateStatus({
    actor,
    orderNumber,
    status,
  }: UpdateOrderStatusRequest): Promise<OrderDetail> {
    const detail = await this.dataSource.transaction(async (manager) => {
      const order = await this.lockedOrder(manager, orderNumber);
      const check = checkOrderTransition(order.status, status, transitionFacts(order));
      if (!check.allowed) throw new AppError(409, check.code ?? 'CONFLICT', check.reason);
      return recordTransition(manager, {
        orderNumber,
        to: status,
        by: actor.username,
        at: new Date(),
      });
    });
    this.outbox.wake();
    return detail;
  }

  /**
   * Records a prepayment order's payment as received, now and by the admin (409 for an order on
   * invoice, one recorded already or a cancelled one). The order may then go into production.
   */
  async recordPayment({ actor, orderNumber }: RecordOrderPaymentRequest): Promise<OrderDetail> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lockedOrder(manager, orderNumber);
      const refusal = paymentRefusal(order);
      if (refusal) throw new AppError(409, 'CONFLICT', refusal);
      await manager.update(
        OrderEntity,
        { orderNumber },
        { paymentReceivedAt: new Date(), paymentReceivedBy: actor.username },
      );
      return this.detail(manager, orderNumber);
    });
  }

  private async lockedOrder(manager: EntityManager, orderNumber: string): Promise<OrderEntity> {
    const order = await manager.findOne(OrderEntity, {
      where: { orderNumber },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw AppError.notFound(`Order ${orderNumber} does not exist`);
    return order;
  }

  /** Where the DXF of line `position` is kept; 404 when the order or the line has none. */
  async partFile(orderNumber: string, position: number): Promise<GetOrderPartFileResponse> {
    const line = await this.dataSource.manager.findOneBy(OrderLineEntity, {
      orderNumber,
      position,
    });
    const file = line && 'partFile' in line.line ? line.line.partFile : undefined;
    if (!line || !line.partObjectName || !file) {
      throw AppError.notFound(`Order ${orderNumber} has no part file at position ${position}`);
    }
    return { fileName: file.fileName, sizeBytes: file.sizeBytes, objectName: line.partObjectName };
  }

  private async detail(manager: EntityManager, orderNumber: string): Promise<OrderDetail> {
    const detail = await findOrderDetail(manager, orderNumber);
    if (!detail) throw AppError.notFound(`Order ${orderNumber} does not exist`);
    return detail;
  }
}

/** Why an order's payment cannot be recorded, or null when it can. */
function paymentRefusal(order: OrderEntity): string | null {
  if (order.paymentMethod !== 'prepayment') {
    return `Order ${order.orderNumber} is paid on invoice; there is no prepayment to record`;
  }
  if (order.status === 'cancelled') return `Order ${order.orderNumber} is cancelled`;
  if (order.paymentReceivedAt) {
    return `The payment of order ${order.orderNumber} was recorded on ${order.paymentReceivedAt.toISOString()} by ${order.paymentReceivedBy ?? 'an admin'}`;
  }
  return null;
}
