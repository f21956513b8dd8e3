import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { cartSubjects, type CartResponse, type ServiceHealth } from '@shop/contracts';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  CartProcess,
  eventually,
  freePort,
  startPrivateNats,
  startProcess,
  type PrivateNats,
  type RunningProcess,
} from '@shop/test-kit';
import {
  connectNatsClient,
  request,
  requestError,
  suite,
} from './support/cart-test-environment.js';

const redisServerBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
);

/** A Redis of this test's own, which it may stop: no persistence, a free port. */
class PrivateRedis {
  private running?: RunningProcess;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    this.running = await startProcess(redisServerBinary!, args, {
      ready: /Ready to accept connections/,
    });
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}

let nats: PrivateNats;
let redis: PrivateRedis;
let cart: CartProcess;
let client: ClientProxy;

const describeWithRedis = redisServerBinary ? describe : describe.skip;

beforeAll(async () => {
  if (!redisServerBinary) return;
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
