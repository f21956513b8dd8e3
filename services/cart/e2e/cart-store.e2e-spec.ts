import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { deleteRedisKeys, testRedisUrl, throwAwayKeyPrefix } from '@shop/test-kit';
import { CartStore } from '../src/carts/cart-store.js';
import { CART_LIMITS } from '../src/carts/carts.service.js';
import type { StoredLine } from '../src/carts/stored-line.js';
import { cartConfigSchema, type CartConfig } from '../src/config/cart-config.js';
import { connectRedis } from './support/cart-test-environment.js';

// The store on its own against the real Redis: what is slow to set up over NATS (a cart full of
// designs with large DXF texts) or what only a bug could write.
const keyPrefix = throwAwayKeyPrefix('cart_e2e:cart-store:');
const config: CartConfig = cartConfigSchema.parse({
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: testRedisUrl,
  LOG_LEVEL: 'error',
  CART_KEY_PREFIX: keyPrefix,
});

let redis: Redis;
let store: CartStore;

beforeAll(() => {
  // The unreadable line below is logged as an error on purpose; keep the test output clean.
  Logger.overrideLogger(false);
  redis = connectRedis();
  store = new CartStore(redis, config);
});

afterAll(async () => {
  await deleteRedisKeys(keyPrefix);
  redis.disconnect();
});

const design = (dxfChars: number): StoredLine => ({
  kind: 'design',
  unitPrice: '12.40',
  materialId: 2,
  materialName: 'Stahl S235',
  thickness: 3,
  width: 200,
  height: 150,
  designParameters: { baseShape: 'rectangle' },
  dxfFile: 'x'.repeat(dxfChars),
});
const sheet: StoredLine = {
  kind: 'sheet',
  unitPrice: '1.30',
  materialId: 2,
  materialName: 'Stahl S235',
  width: 200,
  height: 100,
  thickness: 3,
  pricePerM2: '28.90',
};

describe('the cart store', () => {
  it('keeps the lines of one cart small enough for one NATS reply', async () => {
    const cartId = randomUUID();
    const first = await store.addLine(cartId, randomUUID(), design(400_000), 1, CART_LIMITS);
    expect(first.status).toBe('done');

    const second = await store.addLine(cartId, randomUUID(), design(400_000), 1, CART_LIMITS);
    expect(second.status).toBe('cart-too-large');
    expect(second.entries).toHaveLength(1);

    const small = await store.addLine(cartId, randomUUID(), sheet, 2, CART_LIMITS);
    expect(small.status).toBe('done');
    expect(small.entries.map((entry) => [entry.line.kind, entry.quantity])).toEqual([
      ['design', 1],
      ['sheet', 2],
    ]);
  });

  it('leaves out a line it cannot read and keeps the others', async () => {
    const cartId = randomUUID();
    const added = await store.addLine(cartId, randomUUID(), sheet, 1, CART_LIMITS);
    const brokenId = randomUUID();
    await store.addLine(cartId, brokenId, sheet, 1, CART_LIMITS);
    await redis.hset(`${keyPrefix}{${cartId}}:lines`, brokenId, '{"kind":"sheet","unitPrice":1}');

    const read = await store.read(cartId);
    expect(read.entries.map((entry) => entry.id)).toEqual([added.entries[0]!.id]);
  });

  it('keeps the three keys of a cart in one Redis cluster slot', async () => {
    const cartId = randomUUID();
    await store.addLine(cartId, randomUUID(), sheet, 1, CART_LIMITS);
    const keys = await redis.keys(`${keyPrefix}{${cartId}}*`);
    expect(keys.sort()).toEqual(
      ['lines', 'order', 'quantities'].map((name) => `${keyPrefix}{${cartId}}:${name}`),
    );
  });
});
