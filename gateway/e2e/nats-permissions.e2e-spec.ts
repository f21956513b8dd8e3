import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  cartPriceEventsConsumer,
  LASER_UPLOAD_BUCKET,
  priceEventsStream,
  type CalculatePriceResponse,
  type CartResponse,
  type ListMaterialsResponse,
  type MaterialPrice,
  pricingSubjects,
} from '@shop/contracts';
import { natsInboxPrefix, type NatsUser } from '@shop/nest-kit';
import {
  CartProcess,
  eventually,
  PricingProcess,
  type PrivateNats,
  requestNest,
  startPrivateNats,
  testNatsAuth,
} from '@shop/test-kit';
import request from 'supertest';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// The test kit's private NATS runs the generated users and permissions
// (packages/nest-kit/src/nats/nats-permissions.ts).

// Several HTTP round trips per test through three processes: seconds, not the default 5 s, on a busy machine.
jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let steelId: number;
const connections: NatsConnection[] = [];

const actor = { adminId: 1, username: 'admin' };

/** A plain connection signed in as one of our users, with that user's own inbox. */
async function connectAs(user: NatsUser): Promise<NatsConnection> {
  const connection = await connect({
    servers: [nats.url],
    name: `permissions-test-${user}`,
    inboxPrefix: natsInboxPrefix(user),
    noAsyncTraces: true,
    ...testNatsAuth(user),
  });
  connections.push(connection);
  return connection;
}

async function storedSteel3mm(): Promise<number | undefined> {
  const reader = await connect({ servers: [nats.url], ...testNatsAuth() });
  connections.push(reader);
  const reply = await requestNest(reader, pricingSubjects.listMaterialPrices, {
    materialId: steelId,
  });
  return (reply.response as MaterialPrice[]).find((row) => row.thickness === 3)?.pricePerM2;
}

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await pricing.start();
  await cart.start();
  await gateway.start({ NATS_URL: nats.url });
  const materials = (await request(gateway.url).get('/api/materials').expect(200))
    .body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 90_000);

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close().catch(() => undefined)));
  await gateway.dispose();
  await cart?.dispose();
  await pricing?.dispose();
  await nats?.dispose();
});

describe('NATS users per service with subject permissions', () => {
  it('V13 service authentication: a NATS connection without credentials, or with a wrong password, is refused', async () => {
    await expect(connect({ servers: [nats.url], reconnect: false })).rejects.toThrow(
      /Authorization Violation/,
    );
    await expect(
      connect({ servers: [nats.url], reconnect: false, user: 'cart', pass: 'not-the-password' }),
    ).rejects.toThrow(/Authorization Violation/);
  });

  it("V8 a service answers only its own subjects: the cart's user cannot subscribe to pricing.price.calculate, so every quote still comes from pricing", async () => {
    const impostor = await connectAs('cart');
    let heard = 0;
    let refusal: Error | undefined;
    impostor.subscribe(pricingSubjects.calculatePrice, {
      queue: 'pricing',
      callback: (error, message) => {
        if (error) {
          refusal = error;
          return;
        }
        heard += 1;
        message.respond(JSON.stringify({ response: { totalPrice: 0.01 }, isDisposed: true }));
      },
    });
    await eventually(() =>
      expect(String(refusal)).toMatch(
        /Permissions Violation for Subscription to "pricing.price.calculate"/,
      ),
    );
    const sheet = { materialId: steelId, width: 1000, height: 500, thickness: 3 };
    for (let index = 0; index < 10; index += 1) {
      const quote = (
        await request(gateway.url).post('/api/calculate-price').send(sheet).expect(200)
      ).body as CalculatePriceResponse;
      expect(quote.totalPrice).toBeGreaterThan(1);
    }
    expect(heard).toBe(0);
  });

  it("V8 only the gateway may call admin subjects: the cart's user cannot publish pricing.material-price.update, and nothing changes", async () => {
    const before = await storedSteel3mm();
    const intruder = await connectAs('cart');
    await expect(
      requestNest(intruder, pricingSubjects.updateMaterialPrice, {
        actor,
        materialId: steelId,
        thickness: 3,
        pricePerM2: 0.01,
        version: 1,
      }),
    ).rejects.toThrow(/Permissions Violation for Publish to "pricing.material-price.update"/);
    expect(await storedSteel3mm()).toBe(before);
  });

  it("V8 only the gateway may call admin subjects: the gateway's user can publish pricing.material-price.update", async () => {
    const gatewayUser = await connectAs('gateway');
    // An edit names the version it changes (optimistic locking).
    const rows = await requestNest(gatewayUser, pricingSubjects.listMaterialPrices, {
      materialId: steelId,
    });
    const { version } = (rows.response as Array<{ thickness: number; version: number }>).find(
      (row) => row.thickness === 3,
    )!;
    const reply = await requestNest(gatewayUser, pricingSubjects.updateMaterialPrice, {
      actor,
      materialId: steelId,
      thickness: 3,
      pricePerM2: 29.5,
      version,
    });
    expect(reply.err).toBeUndefined();
    expect(reply.response).toMatchObject({ materialId: steelId, thickness: 3, pricePerM2: 29.5 });
    expect(await storedSteel3mm()).toBe(29.5);
  });

  it("V8 JetStream per stream: the cart's user may pull its price events but not delete the stream, purge it or read the laser uploads; pricing may not purge the uploads", async () => {
    const cartUser = await connectAs('cart');
    const jsm = await jetstreamManager(cartUser);
    // Its own consumer: allowed (the cart service created it at start).
    expect(
      (await jsm.consumers.info(priceEventsStream.name, cartPriceEventsConsumer.durableName)).name,
    ).toBe(cartPriceEventsConsumer.durableName);
    await expect(jsm.streams.delete(priceEventsStream.name)).rejects.toThrow(
      /Permissions Violation/,
    );
    await expect(jsm.streams.purge(priceEventsStream.name)).rejects.toThrow(
      /Permissions Violation/,
    );
    await expect(jsm.streams.info(`OBJ_${LASER_UPLOAD_BUCKET}`)).rejects.toThrow(
      /Permissions Violation/,
    );
    // Pricing only reads uploads: it may not purge (or otherwise write) the bucket.
    const pricingUser = await connectAs('pricing');
    await expect(
      (await jetstreamManager(pricingUser)).streams.purge(`OBJ_${LASER_UPLOAD_BUCKET}`),
    ).rejects.toThrow(/Permissions Violation/);
    // The stream is still there, with its events.
    const admin = await connect({ servers: [nats.url], ...testNatsAuth() });
    connections.push(admin);
    expect(
      (await (await jetstreamManager(admin)).streams.info(priceEventsStream.name)).config.name,
    ).toBe(priceEventsStream.name);
  });

  it('V13 with every process signed in as its own NATS user, a request through the gateway works end to end (gateway -> cart -> pricing)', async () => {
    const response = await request(gateway.url)
      .post('/api/cart')
      .send({ materialId: steelId, width: 1000, height: 500, thickness: 3, quantity: 2 })
      .expect(201);
    const body = response.body as CartResponse;
    expect(body.totalQuantity).toBe(2);
    expect(Number(body.summary.subtotal)).toBeGreaterThan(0);
  });
});
