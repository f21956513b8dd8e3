import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  cartSubjects,
  ordersSubjects,
  seller,
  type CartResponse,
  type ErrorBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { EmptyError, firstValueFrom, takeUntil } from 'rxjs';
import {
  type CartProcess,
  eventually,
  materialIdByName,
  type OrdersProcess,
  type PrivateNats,
  queryTestDatabase,
  redisKeys,
  request,
  requestError,
  TestMailServer,
  testNatsAuth,
} from '@shop/test-kit';
import {
  orderBody,
  type OrderServices,
  startOrderServices,
} from './support/orders-test-environment.js';

// One cart, one order, whatever happens around the order: many submits at once, a cart service
// that is gone when the order is placed, an orders service killed right after its commit. Real
// pricing, cart and orders processes, PostgreSQL, Redis, a private NATS and an SMTP server.
// Processes stopped and started again within a test: seconds, not the default 5 s.
jest.setTimeout(60_000);

let nats: PrivateNats;
let running: OrderServices;
let mailServer: TestMailServer;
let cart: CartProcess;
let orders: OrdersProcess;
let client: ClientProxy;
let watcher: NatsConnection;
let steelId: number;

beforeAll(async () => {
  mailServer = await TestMailServer.start();
  running = await startOrderServices(mailServer, {
    suffix: '_integrity',
    cartEnv: { ORDER_EVENTS_ACK_WAIT_MS: '2000' },
  });
  ({
    nats,
    client,
    services: { cart, orders },
  } = running);
  watcher = await connect({ servers: nats.url, ...testNatsAuth() });
  steelId = await materialIdByName(client, 'steel_s235');
}, 120_000);

afterAll(async () => {
  await watcher?.close();
  await running?.stop();
  await mailServer?.stop();
}, 30_000);

const sheet = (width: number) => ({
  kind: 'sheet' as const,
  materialId: steelId,
  width,
  height: 400,
  thickness: 3,
  quantity: 2,
});

async function cartWith(...widths: number[]): Promise<string> {
  const cartId = randomUUID();
  for (const width of widths) {
    await request<CartResponse>(client, cartSubjects.addLine, { cartId, line: sheet(width) });
  }
  return cartId;
}

const getCart = (cartId: string) => request<CartResponse>(client, cartSubjects.getCart, { cartId });

function place(cartId: string, key = `submit-${randomUUID()}`, timeoutMs?: number) {
  return request<PlaceOrderResponse>(
    client,
    ordersSubjects.placeOrder,
    { cartId, order: orderBody(), idempotencyKey: key },
    timeoutMs,
  );
}

/** The orders of a cart, as the orders service stored them. */
async function ordersOfCart(cartId: string): Promise<string[]> {
  const rows = await queryTestDatabase<{ order_number: string }>(
    `SELECT order_number FROM "${orders.schema}".orders WHERE cart_id = $1`,
    [cartId],
  );
  return rows.map((row) => row.order_number);
}

describe('one cart, one order', () => {
  it('gives 20 submits of one cart at once, each with its own key, one order; the other 19 hear which', async () => {
    const cartId = await cartWith(500, 600);

    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => place(cartId, `tab-${randomUUID()}`)),
    );

    const placed = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as ErrorBody] : [],
    );
    expect(placed).toHaveLength(1);
    const { orderNumber } = placed[0]!;
    expect(refused).toHaveLength(19);
    for (const error of refused) {
      expect(error).toEqual({
        status: 409,
        code: 'cart_already_ordered',
        message: `This cart was ordered already: ${orderNumber}`,
        orderNumber,
      });
    }
    expect(await ordersOfCart(cartId)).toEqual([orderNumber]);
    expect((await getCart(cartId)).items).toEqual([]);
  });

  it('takes the order once when the cart service is gone as it is placed, and the lines leave the cart once it is back', async () => {
    // The cart dies right after it told the orders service what the cart holds (the reply naming
    // this cart's marked sheet): the order is then committed while nobody can take its lines out.
    // The kill races the orders service's request to take them out; where the cart was quicker
    // (a busy machine), the lines left as usual and the case is tried again with a new cart.
    let attempt = 0;
    let cartId = '';
    let placed: PlaceOrderResponse | undefined;
    for (; attempt < 5; attempt += 1) {
      const markedWidth = 701 + attempt;
      cartId = await cartWith(markedWidth, 803);
      const cartAnswers = watcher.subscribe('_INBOX_orders.>', {
        callback: (_error, message) => {
          const reply = message.json<{ response?: { items?: Array<{ width?: number }> } }>();
          if (reply.response?.items?.some((item) => item.width === markedWidth)) cart.kill();
        },
      });
      try {
        placed = await place(cartId);
      } finally {
        cartAnswers.unsubscribe();
      }
      await cart.exited();
      expect(await ordersOfCart(cartId)).toEqual([placed.orderNumber]);
      // nobody took the lines out: they are still in Redis
      if ((await redisKeys(`${cart.keyPrefix}{${cartId}}:lines`)).length === 1) break;
      await cart.start();
    }
    expect(attempt).toBeLessThan(5);

    await cart.start();

    // the cart's durable consumer of placed orders takes the lines out
    await eventually(async () => expect((await getCart(cartId)).items).toEqual([]), 15_000);
    expect(await ordersOfCart(cartId)).toEqual([placed!.orderNumber]);
  });

  it('survives the orders service killed right after its commit: one order, an empty cart, every mail sent', async () => {
    const cartId = await cartWith(900);
    const key = `submit-${randomUUID()}`;
    await orders.stop();
    orders.withEnv({ CRASH_AFTER_ORDER_COMMIT: 'true' });
    await orders.start();

    // it commits, then dies before it answers, empties the cart or sends a mail: the request is
    // still without a reply when the process has gone
    const exited = orders.exited();
    const lost = await firstValueFrom(
      client
        .send(ordersSubjects.placeOrder, { cartId, order: orderBody(), idempotencyKey: key })
        .pipe(takeUntil(exited)),
    ).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(EmptyError);
    expect((await exited)?.signal).toBe('SIGKILL');
    const [orderNumber] = await ordersOfCart(cartId);
    expect(orderNumber).toMatch(/^B-\d{4}-\d{6}$/);

    orders.withEnv({ CRASH_AFTER_ORDER_COMMIT: 'false' });
    await orders.start();

    // the outbox sends what the commit wrote: both mails and the event that empties the cart
    await mailServer.waitFor(
      (mail) => mail.subject === `Ihre Bestellung ${orderNumber} bei Bleche`,
    );
    await mailServer.waitFor(
      (mail) =>
        mail.subject === `Neue Bestellung ${orderNumber}` && mail.to.includes(seller.ordersEmail),
    );
    await eventually(async () => expect((await getCart(cartId)).items).toEqual([]), 15_000);
    // the same submit again is answered with its order; a new one hears the cart was ordered
    expect((await place(cartId, key)).orderNumber).toBe(orderNumber);
    expect(
      await requestError(client, ordersSubjects.placeOrder, {
        cartId,
        order: orderBody(),
        idempotencyKey: `submit-${randomUUID()}`,
      }),
    ).toMatchObject({ status: 409, code: 'cart_already_ordered', orderNumber });
    expect(await ordersOfCart(cartId)).toEqual([orderNumber]);
    const confirmations = mailServer.received.filter(
      (mail) => mail.subject === `Ihre Bestellung ${orderNumber} bei Bleche`,
    );
    expect(confirmations).toHaveLength(1);
  });
});
