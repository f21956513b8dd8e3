import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  cartOrderEventsConsumer,
  cartSubjects,
  orderEventsStream,
  ordersSubjects,
  type CartResponse,
  type OrderPlacedEvent,
} from '@shop/contracts';
import { ensureEventStream } from '@shop/nest-kit';
import {
  CartProcess,
  eventually,
  materialIdByName,
  PricingProcess,
  request,
  type RunningServices,
  startOnPrivateNats,
  testNatsAuth,
} from '@shop/test-kit';
import { randomUUID } from 'node:crypto';
import { suite } from './support/cart-test-environment.js';

// The orders service publishes `orders.order.placed` into ORDER_EVENTS after each order; the
// cart's durable consumer takes exactly the ordered lines out of the cart, however often the
// event comes.
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let client: ClientProxy;
let nc: NatsConnection;
let steelId: number;

beforeAll(async () => {
  running = await startOnPrivateNats(
    (natsUrl) => ({
      pricing: new PricingProcess(natsUrl, `${suite}_orders`),
      cart: new CartProcess(natsUrl, `${suite}_orders`).withEnv({
        ORDER_EVENTS_ACK_WAIT_MS: '1000',
      }),
    }),
    {
      // the stream is the orders service's; here the test stands in for it
      beforeStart: async (natsUrl) => {
        nc = await connect({ servers: [natsUrl], name: 'order-events-e2e', ...testNatsAuth() });
        await ensureEventStream(await jetstreamManager(nc), orderEventsStream);
      },
    },
  );
  ({ client } = running);
  steelId = await materialIdByName(client, 'steel_s235');
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await running?.stop();
}, 30_000);

async function cartWith(...widths: number[]): Promise<{ cartId: string; cart: CartResponse }> {
  const cartId = randomUUID();
  let current: CartResponse | undefined;
  for (const width of widths) {
    current = await request<CartResponse>(client, cartSubjects.addLine, {
      cartId,
      line: { kind: 'sheet', materialId: steelId, width, height: 300, thickness: 3, quantity: 1 },
    });
  }
  return { cartId, cart: current! };
}

/** Publishes the event as the orders service does: its order number as the message id. */
async function publishPlaced(event: OrderPlacedEvent, msgId = event.orderNumber): Promise<void> {
  await jetstream(nc).publish(
    ordersSubjects.orderPlaced,
    JSON.stringify({ pattern: ordersSubjects.orderPlaced, data: event }),
    { msgID: msgId },
  );
}

const widths = (cartNow: CartResponse) =>
  cartNow.items.map((item) => ('width' in item ? item.width : undefined));

describe('the cart hearing of a placed order', () => {
  it('takes exactly the ordered lines out: a line added meanwhile stays', async () => {
    const { cartId, cart: before } = await cartWith(310, 320);
    const orderedIds = before.items.map((item) => item.id);
    // added after the order read the cart
    await request<CartResponse>(client, cartSubjects.addLine, {
      cartId,
      line: {
        kind: 'sheet',
        materialId: steelId,
        width: 330,
        height: 300,
        thickness: 3,
        quantity: 1,
      },
    });

    await publishPlaced({
      orderNumber: 'B-2026-900001',
      placedAt: new Date().toISOString(),
      cartId,
      cartLineIds: orderedIds,
      gross: '99.00',
    });

    await eventually(async () => {
      const after = await request<CartResponse>(client, cartSubjects.getCart, { cartId });
      expect(widths(after)).toEqual([330]);
    }, 10_000);
  });

  it('does no harm when the same order is heard twice, or lines were removed already', async () => {
    const { cartId, cart: before } = await cartWith(340, 350);
    const [first, second] = before.items.map((item) => item.id);
    const event: OrderPlacedEvent = {
      orderNumber: 'B-2026-900002',
      placedAt: new Date().toISOString(),
      cartId,
      cartLineIds: [first!],
      gross: '10.00',
    };
    await publishPlaced(event);
    // another order event naming the same line again (a replay under a new id): nothing more goes
    await publishPlaced(event, 'B-2026-900002-replayed');

    await eventually(async () => {
      const info = await (
        await jetstreamManager(nc)
      ).consumers.info(orderEventsStream.name, cartOrderEventsConsumer.durableName);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    }, 10_000);
    const after = await request<CartResponse>(client, cartSubjects.getCart, { cartId });
    expect(after.items.map((item) => item.id)).toEqual([second]);
  });

  it('skips an event it cannot read instead of offering it forever', async () => {
    await jetstream(nc).publish(ordersSubjects.orderPlaced, '{"pattern":"x","data":{"nope":1}}', {
      msgID: `unreadable-${randomUUID()}`,
    });
    await eventually(async () => {
      const info = await (
        await jetstreamManager(nc)
      ).consumers.info(orderEventsStream.name, cartOrderEventsConsumer.durableName);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    }, 10_000);
  });
});
