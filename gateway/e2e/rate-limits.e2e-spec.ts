import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  deleteRedisKeys,
  eventually,
  freePort,
  type PrivateNats,
  PrivateRedis,
  startPrivateNats,
  testRedisUrl,
  throwAwayKeyPrefix,
} from '@shop/test-kit';
import { Redis } from 'ioredis';
import request from 'supertest';
import { type GatewayConfig } from '../src/config/gateway-config.js';
import { RateLimitStoreError } from '../src/rate-limit/rate-limit.js';
import { RateLimits } from '../src/rate-limit/rate-limits.js';
import { RedisConnection } from '../src/redis/redis.module.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

/** No Redis listens here: connections are refused at once. */
const unreachableRedis = 'redis://127.0.0.1:1';

/** What RedisConnection and RateLimits read of the configuration. */
const redisConfig = (url: string, prefix: string) =>
  ({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix }) as GatewayConfig;

describe('the shared rate limiter on Redis', () => {
  const prefix = throwAwayKeyPrefix(`${suite}:rate-limit:`);
  const connection = new RedisConnection(redisConfig(testRedisUrl, prefix));
  const rateLimits = new RateLimits(connection, redisConfig(testRedisUrl, prefix));
  const redis = new Redis(testRedisUrl);

  afterAll(async () => {
    connection.onApplicationShutdown();
    await deleteRedisKeys(prefix);
    redis.disconnect();
  });

  it('keeps one counter per subject under <REDIS_KEY_PREFIX><name>:<subject>:<hash>, expiring with the window', async () => {
    const limit = rateLimits.limit({ name: 'keys-test', points: 5, windowMs: 60_000 });
    await limit.count({ ip: '198.51.100.7', username: 'anna' });
    const keys = (await redis.keys(`${prefix}keys-test:*`)).sort();
    expect(keys).toEqual([
      expect.stringMatching(new RegExp(`^${prefix}keys-test:ip:[\\w-]{43}$`)),
      expect.stringMatching(new RegExp(`^${prefix}keys-test:username:[\\w-]{43}$`)),
    ]);
    for (const key of keys) {
      expect(await redis.get(key)).toBe('1');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(58_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts calls made at the same moment exactly: 20 at once against 5 let 5 through', async () => {
    const limit = rateLimits.limit({ name: 'burst-test', points: 5, windowMs: 60_000 });
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => limit.count({ ip: '198.51.100.8' })),
    );
    expect(counts.filter(({ allowed }) => allowed)).toHaveLength(5);
  });

  it('refunds a call, and refunds nothing once its window has ended', async () => {
    const limit = rateLimits.limit({ name: 'refund-test', points: 5, windowMs: 60_000 });
    const kept = await limit.count({ ip: '198.51.100.9' });
    await limit.refund(kept);
    const [key] = kept.keys;
    expect(await redis.get(`${prefix}refund-test:${key}`)).toBe('0');
    const late = await limit.count({ ip: '198.51.100.10' });
    // The window is the counter's expiry in Redis: it ends when Redis lets the counter go, here
    // a millisecond from now instead of a minute.
    const lateCounter = `${prefix}refund-test:${late.keys[0]}`;
    await redis.pexpire(lateCounter, 1);
    await eventually(async () => expect(await redis.exists(lateCounter)).toBe(0));
    await limit.refund(late);
    expect(await redis.exists(lateCounter)).toBe(0);
  });

  it('reports a Redis it cannot reach as a RateLimitStoreError within seconds', async () => {
    const away = new RedisConnection(redisConfig(unreachableRedis, prefix));
    try {
      const limit = new RateLimits(away, redisConfig(unreachableRedis, prefix)).limit({
        name: 'away-test',
        points: 5,
        windowMs: 60_000,
      });
      const startedAt = Date.now();
      await expect(limit.count({ ip: '198.51.100.11' })).rejects.toThrow(RateLimitStoreError);
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      away.onApplicationShutdown();
    }
  });
});

describe('the gateway while Redis is away', () => {
  let nats: PrivateNats;
  let redis: PrivateRedis;
  const gateway = new GatewayProcess();

  beforeAll(async () => {
    nats = await startPrivateNats();
    // The gateway waits for Redis at start; it goes away afterwards.
    redis = new PrivateRedis(await freePort());
    await redis.start();
    await gateway.start({ NATS_URL: nats.url, REDIS_URL: redis.url });
    await redis.stop();
  }, 60_000);

  afterAll(async () => {
    await gateway.dispose();
    await redis?.stop();
    await nats?.stop();
  });

  it('answers a login with 503 and Retry-After, never 500', async () => {
    const response = await request(gateway.url)
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'bleche-admin' });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('lets a laser upload through to its checks, and logs that it was not counted', async () => {
    const response = await request(gateway.url)
      .post('/api/laser-quotes')
      .attach('file', Buffer.from('not a drawing'), 'photo.png');
    expect(response.status).toBe(400);
    expect(gateway.output()).toContain('Rate limit laser-limit:upload not checked');
  });
});
