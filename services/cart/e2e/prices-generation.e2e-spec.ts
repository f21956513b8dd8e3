import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { deleteRedisKeys, throwAwayKeyPrefix } from '@shop/test-kit';
import type { CartConfig } from '../src/config/cart-config.js';
import { PricesGeneration } from '../src/price-events/prices-generation.js';
import { connectRedis } from './support/cart-test-environment.js';

// The prices generation on its own against the real Redis: what the consumer records per event
// and what a cart read then asks pricing and catalogue for.
const keyPrefix = throwAwayKeyPrefix('cart_e2e:prices-generation:');
const config = { CART_KEY_PREFIX: keyPrefix } as CartConfig;

let redis: Redis;
let generation: PricesGeneration;

beforeAll(() => {
  redis = connectRedis();
  generation = new PricesGeneration(redis, config);
});

afterAll(async () => {
  await deleteRedisKeys(keyPrefix);
  redis.disconnect();
});

describe('PricesGeneration', () => {
  it('starts at 0 with no service generation to ask for', async () => {
    expect(await generation.current()).toEqual({ generation: 0, serviceGenerations: {} });
  });

  it("counts every event and keeps each service's highest announced generation", async () => {
    await generation.record(randomUUID(), { service: 'pricing', generation: 4 });
    await generation.record(randomUUID(), { service: 'catalogue', generation: 9 });
    // an older event delivered late (a redelivery after a newer one) lowers nothing
    await generation.record(randomUUID(), { service: 'pricing', generation: 3 });
    // an event of an older publisher only makes lines stale
    await generation.record(randomUUID());
    expect(await generation.current()).toEqual({
      generation: 4,
      serviceGenerations: { pricing: 4, catalogue: 9 },
    });
  });

  it('records an event delivered twice once, its generation included', async () => {
    const messageId = randomUUID();
    const before = await generation.current();
    expect(await generation.record(messageId, { service: 'pricing', generation: 6 })).toEqual({
      applied: true,
      generation: before.generation + 1,
    });
    expect(await generation.record(messageId, { service: 'pricing', generation: 6 })).toEqual({
      applied: false,
      generation: before.generation + 1,
    });
    expect(await generation.current()).toEqual({
      generation: before.generation + 1,
      serviceGenerations: { pricing: 6, catalogue: 9 },
    });
  });
});
