import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkOrderTransition,
  customerNotifiedStatuses,
  type GetOrderPartFileResponse,
  type ListOrdersRequest,
  type ListOrdersResponse,
  type OrderDetail,
  type UpdateOrderStatusRequest,
} from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { LessThan, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { statusChangeMail, type NotifiedStatus } from '../mails/order-mails.js';
import { enqueueOutbox } from '../outbox/enqueue-outbox.js';
import { OutboxWorker } from '../outbox/outbox-worker.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { toOrderDetail, toOrderSummary } from './order-view.js';
import { OrderEntity } from './order.entity.js';

/** Orders on a page of the admin's list unless the admin asks for another number. */
const DEFAULT_PAGE_SIZE = 50;

/** What admins do with orders: list and read them, move them along their lifecycle, get their files. */
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
   * Moves the order to `status` when the lifecycle allows it (409 with the reason otherwise),
   * records the admin in its history and, for the statuses the customer hears of, writes their
   * e-mail to the outbox, all in one transaction.
   */
  async updateStatus({
    actor,
    orderNumber,
    status,
  }: UpdateOrderStatusRequest): Promise<OrderDetail> {
    const detail = await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { orderNumber },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw AppError.notFound(`Order ${orderNumber} does not exist`);
      const check = checkOrderTransition(order.status, status);
      if (!check.allowed) throw new AppError(409, 'CONFLICT', check.reason);
      await manager.update(OrderEntity, { orderNumber }, { status });
      await manager.insert(OrderStatusChangeEntity, {
        orderNumber,
        status,
        changedAt: new Date(),
        changedBy: actor.username,
      });
      const changed = await this.detail(manager, orderNumber);
      if (customerNotifiedStatuses.includes(status)) {
        const mail = statusChangeMail(changed, status as NotifiedStatus);
        await enqueueOutbox(manager, [{ kind: 'mail', to: changed.customer.email, ...mail }]);
      }
      return changed;
    });
    this.outbox.wake();
    return detail;
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
    const order = await manager.findOneBy(OrderEntity, { orderNumber });
    if (!order) throw AppError.notFound(`Order ${orderNumber} does not exist`);
    const [lines, history] = await Promise.all([
      manager.find(OrderLineEntity, { where: { orderNumber }, order: { position: 'ASC' } }),
      manager.find(OrderStatusChangeEntity, { where: { orderNumber }, order: { id: 'ASC' } }),
    ]);
    return toOrderDetail(order, lines, history);
  }
}
