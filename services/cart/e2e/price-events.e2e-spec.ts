import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  cartPriceEventsConsumer,
  cartSubjects,
  pricingSubjects,
  priceEventsStream,
  type AddCartLine,
  type CartResponse,
  type ListMaterialPricesResponse,
} from '@shop/contracts';
import {
  CartProcess,
  eventually,
  materialIdByName,
  PricingProcess,
  type PrivateNats,
  request,
  type RunningServices,
  startOnPrivateNats,
  testNatsAuth,
} from '@shop/test-kit';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { CartConfig } from '../src/config/cart-config.js';
import { PricesGeneration } from '../src/price-events/prices-generation.js';
import { connectRedis, suite } from './support/cart-test-environment.js';

// Price events travel through the JetStream stream PRICE_EVENTS; the cart's durable consumer
// records each in Redis (the prices generation) and a cart read re-prices lines priced earlier.
const ACK_WAIT_MS = 1_500;
const actor = { adminId: 1, username: 'admin' };

let nats: PrivateNats;
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let cart: CartProcess;
let client: ClientProxy;
let redis: Redis;
let nc: NatsConnection;
let jsm: JetStreamManager;
let steelId: number;

beforeAll(async () => {
  running = await startOnPrivateNats((natsUrl) => ({
    pricing: new PricingProcess(natsUrl, suite),
    cart: new CartProcess(natsUrl, suite).withEnv({
      PRICE_EVENTS_ACK_WAIT_MS: String(ACK_WAIT_MS),
    }),
  }));
  ({
    nats,
    client,
    services: { cart },
  } = running);
  redis = connectRedis();
  nc = await connect({ servers: [nats.url], name: 'price-events-e2e', ...testNatsAuth() });
  jsm = await jetstreamManager(nc);
  steelId = await materialIdByName(client, 'steel_s235');
}, 90_000);

afterAll(async () => {
  await nc?.close();
  redis?.disconnect();
  await running?.stop();
}, 30_000);

/** Stahl S235, 1000 x 500 mm: 0.5 m² at the price per m², plus 3 m of cut at 1.20 EUR/m. */
const steelSheet = (thickness = 3): AddCartLine => ({
  kind: 'sheet',
  materialId: steelId,
  width: 1000,
  height: 500,
  thickness,
  quantity: 2,
});
const unitPriceAt = (pricePerM2: number) => (pricePerM2 * 0.5 + 3.6).toFixed(2);

const getCart = (cartId: string) => request<CartResponse>(client, cartSubjects.getCart, { cartId });
const addLine = (cartId: string, line: AddCartLine) =>
  request<CartResponse>(client, cartSubjects.addLine, { cartId, line });
/** An admin's edit of steel 3 mm, naming the row's current version as the admin form does. */
const setSteelPrice = async (pricePerM2: number) => {
  const rows = await request<ListMaterialPricesResponse>(
    client,
    pricingSubjects.listMaterialPrices,
    { materialId: steelId },
  );
  const { version } = rows.find((row) => row.thickness === 3)!;
  return request(client, pricingSubjects.updateMaterialPrice, {
    actor,
    materialId: steelId,
    thickness: 3,
    pricePerM2,
    version,
  });
};
const consumerInfo = () =>
  jsm.consumers.info(priceEventsStream.name, cartPriceEventsConsumer.durableName);
/** Every event taken and acknowledged: none waiting, none delivered without an ack. */
const expectConsumerDrained = async (): Promise<void> => {
  const info = await consumerInfo();
  expect(info.num_pending + info.num_ack_pending).toBe(0);
};
/** A new cart with one steel line at `pricePerM2`, once the consumer has taken every event. */
const cartWithSteelAt = async (pricePerM2: number) => {
  await setSteelPrice(pricePerM2);
  const cartId = randomUUID();
  await addLine(cartId, steelSheet());
  await eventually(expectConsumerDrained);
  return cartId;
};
const generationKey = () => `${cart.keyPrefix}{prices}:generation`;
const generation = async () => Number((await redis.get(generationKey())) ?? 0);

/** A cart replica that takes the next price event and dies before acknowledging it. */
async function replicaDiesBeforeAck(
  before?: (messageId: string) => Promise<void>,
): Promise<{ deliveryCount: number; subject: string }> {
  const dying = await connect({
    servers: [nats.url],
    name: 'dying-cart-replica',
    ...testNatsAuth(),
  });
  const consumer = await jetstream(dying).consumers.get(
    priceEventsStream.name,
    cartPriceEventsConsumer.durableName,
  );
  const message = await consumer.next({ expires: 5_000 });
  if (!message) throw new Error('no price event was waiting');
  await before?.(message.headers!.get('Nats-Msg-Id'));
  await dying.close(); // no ack
  return { deliveryCount: message.info.deliveryCount, subject: message.subject };
}

describe('V2 business logic: a stale price in the cart is replaced after a price change', () => {
  it('V2 stale price replaced: a price edit in pricing shows as the new price on the next cart read', async () => {
    await setSteelPrice(28.9);
    const cartId = randomUUID();
    const added = await addLine(cartId, steelSheet());
    expect(added.items[0]).toMatchObject({ unitPrice: '18.05' });
    expect(added.items[0]).not.toHaveProperty('priceChanged');

    await setSteelPrice(40);
    // Both price events counted: a read before that would be right too, but priced under an
    // older generation, so the stored line below would be priced once more on the next read.
    await eventually(expectConsumerDrained);

    await eventually(async () => {
      const read = await getCart(cartId);
      // 0.5 m² x 40.00 + 3.60 = 23.60; two pieces 47.20
      expect(read.items[0]).toMatchObject({
        unitPrice: '23.60',
        lineTotal: '47.20',
        priceChanged: true,
        previousUnitPrice: '18.05',
      });
      expect(read.summary.subtotal).toBe('47.20');
    });
    // the new price is stored, not computed again on every read
    const line = JSON.parse(
      (await redis.hget(`${cart.keyPrefix}{${cartId}}:lines`, added.items[0]!.id))!,
    );
    expect(line).toMatchObject({ unitPrice: '23.60', pricesGeneration: await generation() });
  });

  it('V2 unpriceable line: a line whose thickness is withdrawn stays, marked unavailable and not charged', async () => {
    await request(client, pricingSubjects.createMaterialPrice, {
      actor,
      materialId: steelId,
      thickness: 7,
      pricePerM2: '55.50',
      cuttingLineCost: '2.10',
    });
    const cartId = randomUUID();
    await addLine(cartId, steelSheet(3));
    await addLine(cartId, steelSheet(7));

    await request(client, pricingSubjects.deleteMaterialPrice, {
      actor,
      materialId: steelId,
      thickness: 7,
    });

    await eventually(async () => {
      const read = await getCart(cartId);
      expect(
        read.items.map((item) => [(item as { thickness?: number }).thickness, item.unavailable]),
      ).toEqual([
        [3, undefined],
        [7, true],
      ]);
      expect(read.totalQuantity).toBe(2);
      expect(read.summary.subtotal).toBe(read.items[0]!.lineTotal);
    });
  });
});

describe('Fault tolerance: price events go through JetStream with a durable consumer', () => {
  it('durable consumer: an event published while the cart service is down is delivered when it starts again', async () => {
    const cartId = await cartWithSteelAt(30);

    await cart.stop();
    await setSteelPrice(50);
    // kept for the consumer while no cart replica runs
    expect((await consumerInfo()).num_pending).toBe(1);
    await cart.start();

    await eventually(
      async () =>
        expect((await getCart(cartId)).items[0]).toMatchObject({ unitPrice: unitPriceAt(50) }),
      10_000,
    );
  }, 60_000);

  it('redelivery: an event taken by a replica that dies before acknowledging is delivered again', async () => {
    const cartId = await cartWithSteelAt(31);

    await cart.stop();
    await setSteelPrice(52);
    const taken = await replicaDiesBeforeAck();
    expect(taken).toEqual({ deliveryCount: 1, subject: pricingSubjects.pricesChanged });
    const before = (await consumerInfo()).delivered;
    await cart.start();

    // after the ack wait the event goes to the live replica, which re-prices the line
    await eventually(
      async () =>
        expect((await getCart(cartId)).items[0]).toMatchObject({ unitPrice: unitPriceAt(52) }),
      10_000,
    );
    // one event, delivered twice: to the replica that died and again to the live one
    const { delivered } = await consumerInfo();
    expect(delivered.stream_seq - before.stream_seq).toBe(0);
    expect(delivered.consumer_seq - before.consumer_seq).toBe(1);
  }, 60_000);

  it('message de-duplication: a redelivered event already recorded by a replica that died does not count twice', async () => {
    await eventually(expectConsumerDrained);
    await cart.stop();
    await setSteelPrice(33);
    const before = await generation();
    const config = { CART_KEY_PREFIX: cart.keyPrefix } as CartConfig;
    // this replica records the event in Redis, then dies before its ack reaches NATS
    await replicaDiesBeforeAck(async (messageId) => {
      expect(await new PricesGeneration(redis, config).record(messageId)).toEqual({
        applied: true,
        generation: before + 1,
      });
    });
    const taken = (await consumerInfo()).delivered;
    await cart.start();

    await eventually(async () => {
      const info = await consumerInfo();
      expect(info.num_pending + info.num_ack_pending).toBe(0);
      // delivered once more, to the live replica, and acknowledged there
      expect(info.delivered.consumer_seq - taken.consumer_seq).toBe(1);
    }, 10_000);
    expect(await generation()).toBe(before + 1);
  }, 60_000);

  it('message de-duplication: an event published twice with the same msg id is stored once', async () => {
    const js = jetstream(nc);
    const messageId = randomUUID();
    const body = JSON.stringify({
      pattern: pricingSubjects.pricesChanged,
      data: { change: 'e2e', changeId: messageId },
    });
    const stored = (await jsm.streams.info(priceEventsStream.name)).state.messages;
    const first = await js.publish(pricingSubjects.pricesChanged, body, { msgID: messageId });
    const second = await js.publish(pricingSubjects.pricesChanged, body, { msgID: messageId });
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ duplicate: true, seq: first.seq });
    expect((await jsm.streams.info(priceEventsStream.name)).state.messages).toBe(stored + 1);
  });

  it('message id per change: pricing publishes each change with a Nats-Msg-Id of its own into a file-backed stream', async () => {
    await setSteelPrice(34);
    const first = await jsm.streams.getMessage(priceEventsStream.name, {
      last_by_subj: pricingSubjects.pricesChanged,
    });
    await setSteelPrice(35);
    const second = await jsm.streams.getMessage(priceEventsStream.name, {
      last_by_subj: pricingSubjects.pricesChanged,
    });
    const ids = [first, second].map((message) => message!.header.get('Nats-Msg-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(second!.json<{ data: { changeId: string } }>().data.changeId).toBe(ids[1]);
    const { config } = await jsm.streams.info(priceEventsStream.name);
    expect(config).toMatchObject({ storage: 'file', subjects: [...priceEventsStream.subjects] });
  });
});
