import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { OrderLine, OrderStatus } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { OrderAdminService } from '../src/orders/order-admin.service.js';
import { OrderLineEntity } from '../src/orders/order-line.entity.js';
import { OrderStatusChangeEntity } from '../src/orders/order-status-change.entity.js';
import { OrderEntity } from '../src/orders/order.entity.js';
import { OutboxMessageEntity } from '../src/outbox/outbox-message.entity.js';
import type { OutboxWorker } from '../src/outbox/outbox-worker.js';
import {
  actor,
  migratedOrdersSchema,
  type OrdersSchema,
} from './support/orders-test-environment.js';

// What admins do with orders, against the orders tables in PostgreSQL: the orders are stored as
// placing leaves them, and the outbox is only asked to wake (its sending is outbox-worker's suite).

const customer = { name: 'Erika Mustermann', email: 'erika@example.com' };
const billingAddress = {
  street: 'Hafenstraße 3',
  postalCode: '44139',
  city: 'Dortmund',
  country: 'DE' as const,
};
const totals = {
  subtotal: '18.05',
  surcharge: '6.95',
  shipping: '29.90',
  net: '54.90',
  vatRate: '19',
  vat: '10.43',
  gross: '65.33',
};
const placedAt = new Date('2026-03-02T10:00:00.000Z');
const sheet: OrderLine = {
  kind: 'sheet',
  position: 1,
  quantity: 1,
  unitPrice: '18.05',
  lineTotal: '18.05',
  materialId: 2,
  materialName: 'Stahl S235',
  thickness: 3,
  width: 1000,
  height: 500,
};
const uploadedPart: OrderLine = {
  ...sheet,
  kind: 'laser',
  position: 2,
  fileName: 'flansch.dxf',
  partFile: { fileName: 'flansch.dxf', sizeBytes: 1234 },
};

/** Counts how often the service asked the outbox to send what is due. */
class OutboxWakeCounter {
  wakes = 0;
  wake(): void {
    this.wakes += 1;
  }
}

let orders: OrdersSchema;
let dataSource: DataSource;
let outbox: OutboxWakeCounter;
let admin: OrderAdminService;
let numbered = 0;

beforeAll(async () => {
  orders = await migratedOrdersSchema('admin');
  dataSource = orders.dataSource;
});

afterAll(async () => {
  await orders?.drop();
});

beforeEach(() => {
  outbox = new OutboxWakeCounter();
  admin = new OrderAdminService(dataSource, outbox as unknown as OutboxWorker);
});

interface StoredOrder {
  status?: OrderStatus;
  paymentMethod?: 'prepayment' | 'invoice';
  lines?: OrderLine[];
  /** Where the DXF of a line is kept in the part files bucket, by position. */
  partObjects?: Record<number, string>;
}

/** An order as placing stores it (its history and lines with it), by default in `orders`; its number. */
async function storeOrder(order: StoredOrder = {}, into = dataSource): Promise<string> {
  numbered += 1;
  const orderNumber = `B-2026-${String(numbered).padStart(6, '0')}`;
  const { status = 'new', paymentMethod = 'invoice', lines = [sheet], partObjects = {} } = order;
  await into.transaction(async (manager) => {
    await manager.insert(OrderEntity, {
      orderNumber,
      status,
      createdAt: placedAt,
      language: 'de',
      cartId: randomUUID(),
      customer,
      billingAddress,
      deliveryAddress: null,
      delivery: 'shipping',
      paymentMethod,
      note: null,
      totals,
      customerName: customer.name,
      company: null,
      email: customer.email,
      lineCount: lines.length,
      gross: totals.gross,
      paymentReceivedAt: null,
      paymentReceivedBy: null,
    });
    // Typed loosely, as the service does: TypeORM's deep-partial type of a jsonb line is too deep.
    await manager.insert(
      OrderLineEntity as EntityTarget<ObjectLiteral>,
      lines.map((line) =>
        Object.assign(new OrderLineEntity(), {
          orderNumber,
          position: line.position,
          line,
          findings: [],
          partObjectName: partObjects[line.position] ?? null,
        }),
      ),
    );
    await manager.insert(OrderStatusChangeEntity, {
      orderNumber,
      status,
      changedAt: placedAt,
      changedBy: null,
    });
  });
  return orderNumber;
}

/** The mails waiting in the outbox for `orderNumber`, by their subjects. */
async function queuedMails(orderNumber: string): Promise<Array<{ to: string; subject: string }>> {
  const rows = await dataSource.manager.find(OutboxMessageEntity, { order: { id: 'ASC' } });
  return rows.flatMap(({ payload }) =>
    payload.kind === 'mail' && payload.subject.includes(orderNumber)
      ? [{ to: payload.to, subject: payload.subject }]
      : [],
  );
}

describe('the list of orders', () => {
  // a schema of its own, so the other tests' orders do not show in the list
  let own: OrdersSchema;
  /** Its orders, newest first. */
  const listed: string[] = [];

  beforeAll(async () => {
    own = await migratedOrdersSchema('admin_list');
    for (const status of ['new', 'confirmed', 'new', 'cancelled', 'new'] as const) {
      listed.unshift(await storeOrder({ status }, own.dataSource));
    }
  });

  afterAll(async () => {
    await own?.drop();
  });

  const list = (query: object = {}) =>
    new OrderAdminService(own.dataSource, outbox as unknown as OutboxWorker).list({
      actor,
      ...query,
    });

  it('shows the newest first, a page at a time, and says where the next page starts', async () => {
    const first = await list({ limit: 2 });
    expect(first.orders.map((order) => order.orderNumber)).toEqual(listed.slice(0, 2));
    expect(first.nextBefore).toBe(listed[1]);

    const second = await list({ limit: 2, before: first.nextBefore });
    expect(second.orders.map((order) => order.orderNumber)).toEqual(listed.slice(2, 4));
    expect(second.nextBefore).toBe(listed[3]);

    const last = await list({ limit: 2, before: second.nextBefore });
    expect(last.orders.map((order) => order.orderNumber)).toEqual(listed.slice(4));
    expect(last.nextBefore).toBeNull();
  });

  it('holds up to 50 orders on a page unless asked for another number', async () => {
    const page = await list();
    expect(page.orders.map((order) => order.orderNumber)).toEqual(listed);
    expect(page.nextBefore).toBeNull();
  });

  it('shows only the orders of one status when asked, with what the list needs of each', async () => {
    const page = await list({ status: 'new' });
    expect(page.orders.map((order) => order.orderNumber)).toEqual([
      listed[0],
      listed[2],
      listed[4],
    ]);
    expect(page.orders[0]).toEqual({
      orderNumber: listed[0],
      status: 'new',
      createdAt: placedAt.toISOString(),
      customerName: 'Erika Mustermann',
      company: null,
      email: 'erika@example.com',
      lineCount: 1,
      gross: '65.33',
      delivery: 'shipping',
      paymentMethod: 'invoice',
    });
  });
});

describe('reading one order', () => {
  it('answers the order with its lines in their order and its history', async () => {
    const orderNumber = await storeOrder({ lines: [uploadedPart, sheet] });

    const detail = await admin.get(orderNumber);

    expect(detail).toMatchObject({
      orderNumber,
      status: 'new',
      createdAt: placedAt.toISOString(),
      customer,
      paymentReceived: null,
      totals,
      history: [{ status: 'new', at: placedAt.toISOString(), by: null }],
    });
    expect(detail.lines.map((line) => [line.position, line.kind])).toEqual([
      [1, 'sheet'],
      [2, 'laser'],
    ]);
  });

  it('answers 404 for an order number nobody placed', async () => {
    await expect(admin.get('B-2026-999999')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Order B-2026-999999 does not exist',
    });
  });
});

describe('moving an order along its lifecycle', () => {
  it('writes the status, the admin in its history and the customer mail, and wakes the outbox', async () => {
    const orderNumber = await storeOrder();

    const confirmed = await admin.updateStatus({ actor, orderNumber, status: 'confirmed' });

    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.history).toEqual([
      { status: 'new', at: placedAt.toISOString(), by: null },
      { status: 'confirmed', at: expect.any(String), by: 'anna.admin' },
    ]);
    expect(await admin.get(orderNumber)).toEqual(confirmed);
    expect(await queuedMails(orderNumber)).toEqual([
      { to: 'erika@example.com', subject: expect.stringContaining(orderNumber) },
    ]);
    expect(outbox.wakes).toBe(1);
  });

  it('moves without a mail where the lifecycle names none', async () => {
    const orderNumber = await storeOrder({ status: 'confirmed' });

    await admin.updateStatus({ actor, orderNumber, status: 'in_production' });

    expect((await admin.get(orderNumber)).status).toBe('in_production');
    expect(await queuedMails(orderNumber)).toEqual([]);
  });

  it('refuses a move the lifecycle does not allow with 409 and its reason, and writes nothing', async () => {
    const orderNumber = await storeOrder({ status: 'shipped' });

    await expect(
      admin.updateStatus({ actor, orderNumber, status: 'cancelled' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'An order that is shipped can only become completed, not cancelled',
    });

    const after = await admin.get(orderNumber);
    expect(after.status).toBe('shipped');
    expect(after.history).toHaveLength(1);
    expect(await queuedMails(orderNumber)).toEqual([]);
    expect(outbox.wakes).toBe(0);
  });

  it('sends a prepayment order into production only once its payment is recorded', async () => {
    const orderNumber = await storeOrder({ status: 'confirmed', paymentMethod: 'prepayment' });

    await expect(
      admin.updateStatus({ actor, orderNumber, status: 'in_production' }),
    ).rejects.toMatchObject({ status: 409, code: 'payment_not_received' });
    await admin.recordPayment({ actor, orderNumber });

    expect((await admin.updateStatus({ actor, orderNumber, status: 'in_production' })).status).toBe(
      'in_production',
    );
  });

  it('lets one of two admins moving the same order at once win; the other hears it moved', async () => {
    const orderNumber = await storeOrder();

    const moves = await Promise.allSettled([
      admin.updateStatus({ actor, orderNumber, status: 'confirmed' }),
      admin.updateStatus({
        actor: { adminId: 8, username: 'ben.admin' },
        orderNumber,
        status: 'confirmed',
      }),
    ]);

    expect(moves.filter((move) => move.status === 'fulfilled')).toHaveLength(1);
    expect(moves.filter((move) => move.status === 'rejected')).toEqual([
      {
        status: 'rejected',
        reason: expect.objectContaining({ status: 409, message: 'The order is already confirmed' }),
      },
    ]);
    expect((await admin.get(orderNumber)).history.map((change) => change.status)).toEqual([
      'new',
      'confirmed',
    ]);
    expect(await queuedMails(orderNumber)).toHaveLength(1);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(
      admin.updateStatus({ actor, orderNumber: 'B-2026-999998', status: 'confirmed' }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('recording a prepayment', () => {
  it('records it as received now, by the admin', async () => {
    const orderNumber = await storeOrder({ paymentMethod: 'prepayment' });
    const before = Date.now();

    const detail = await admin.recordPayment({ actor, orderNumber });

    expect(detail.paymentReceived).toEqual({ at: expect.any(String), by: 'anna.admin' });
    expect(Date.parse(detail.paymentReceived!.at)).toBeGreaterThanOrEqual(before - 1_000);
    expect((await admin.get(orderNumber)).paymentReceived).toEqual(detail.paymentReceived);
  });

  it('refuses an order paid on invoice', async () => {
    const orderNumber = await storeOrder({ paymentMethod: 'invoice' });

    await expect(admin.recordPayment({ actor, orderNumber })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: `Order ${orderNumber} is paid on invoice; there is no prepayment to record`,
    });
  });

  it('refuses to record it twice, saying when and by whom it was', async () => {
    const orderNumber = await storeOrder({ paymentMethod: 'prepayment' });
    const { paymentReceived } = await admin.recordPayment({ actor, orderNumber });

    await expect(
      admin.recordPayment({ actor: { adminId: 8, username: 'ben.admin' }, orderNumber }),
    ).rejects.toMatchObject({
      status: 409,
      message: `The payment of order ${orderNumber} was recorded on ${paymentReceived!.at} by anna.admin`,
    });
    expect((await admin.get(orderNumber)).paymentReceived).toEqual(paymentReceived);
  });

  it('refuses a cancelled order', async () => {
    const orderNumber = await storeOrder({ status: 'cancelled', paymentMethod: 'prepayment' });

    await expect(admin.recordPayment({ actor, orderNumber })).rejects.toMatchObject({
      status: 409,
      message: `Order ${orderNumber} is cancelled`,
    });
  });

  it('answers 404 for an unknown order', async () => {
    await expect(
      admin.recordPayment({ actor, orderNumber: 'B-2026-999997' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("an order line's part file", () => {
  it('says where the DXF of an uploaded part is kept, under its name and size', async () => {
    const orderNumber = await storeOrder({
      lines: [sheet, uploadedPart],
      partObjects: { 2: 'parts/flansch-2.dxf' },
    });

    expect(await admin.partFile(orderNumber, 2)).toEqual({
      fileName: 'flansch.dxf',
      sizeBytes: 1234,
      objectName: 'parts/flansch-2.dxf',
    });
  });

  it('answers 404 for a line without a file, a line that is not there and an unknown order', async () => {
    const orderNumber = await storeOrder({ lines: [sheet, uploadedPart] });

    for (const [number, position] of [
      [orderNumber, 1],
      // a part whose file was not kept
      [orderNumber, 2],
      [orderNumber, 3],
      ['B-2026-999996', 1],
    ] as const) {
      await expect(admin.partFile(number, position)).rejects.toMatchObject({
        status: 404,
        message: `Order ${number} has no part file at position ${position}`,
      });
    }
  });
});
