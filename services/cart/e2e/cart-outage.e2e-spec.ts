import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { cartSubjects, type CartResponse, type ServiceHealth } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import {
  CartProcess,
  connectNatsClient,
  eventually,
  freePort,
  hasPrivateRedis,
  type PrivateNats,
  PrivateRedis,
  request,
  requestError,
  startPrivateNats,
} from '@shop/test-kit';
import { suite } from './support/cart-test-environment.js';

let nats: PrivateNats;
let redis: PrivateRedis;
let cart: CartProcess;
let client: ClientProxy;

const describeWithRedis = hasPrivateRedis ? describe : describe.skip;

beforeAll(async () => {
  if (!hasPrivateRedis) return;
  nats = await startPrivateNats();
  redis = new PrivateRedis(await freePort());
  await redis.start();
  cart = new CartProcess(nats.url, suite, redis.url);
  await cart.start();
  client = await connectNatsClient(nats.url);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await cart?.stop();
  await redis?.stop();
  await nats?.stop();
});

const health = () => request<ServiceHealth>(client, cartSubjects.checkHealth, {});
const getCart = (cartId: string) => request<CartResponse>(client, cartSubjects.getCart, { cartId });

describeWithRedis('when Redis goes away and comes back', () => {
  it('answers 503 within 3 s while Redis is down, and reports it in its health', async () => {
    const cartId = randomUUID();
    expect((await getCart(cartId)).items).toEqual([]);
    await redis.stop();

    const startedAt = Date.now();
    const error = await requestError(client, cartSubjects.getCart, { cartId });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(error).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The cart is not available right now; try again shortly',
    });
    expect(await health()).toEqual({
      service: 'cart',
      status: 'down',
      dependencies: { redis: 'down', nats: 'up' },
    });
  });

  it('serves carts again once Redis is back, without a restart of its own', async () => {
    await redis.start();
    await eventually(async () => {
      expect((await getCart(randomUUID())).items).toEqual([]);
    }, 10_000);
    expect((await health()).status).toBe('up');
  }, 20_000);
});
