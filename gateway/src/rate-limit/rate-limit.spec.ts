import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/rate-limited.error.js';
import { RateLimit, type RateLimitRule, RateLimitStoreError } from './rate-limit.js';

// The same limit over the library's in-memory store: the rules of counting, refunding and
// refusing, without Redis (gateway/e2e/rate-limits.e2e-spec.ts runs them on Redis).
const rule: RateLimitRule = { name: 'test-limit', points: 3, windowMs: 60_000 };
const inMemory = () =>
  new RateLimit(rule, new RateLimiterMemory({ keyPrefix: rule.name, points: 3, duration: 60 }));

/** A store that has gone away: every call fails like a lost Redis connection. */
const unreachable = () => {
  const failing = () => Promise.reject(new Error('Connection is closed.'));
  const store = { consume: failing, get: failing, reward: failing };
  return new RateLimit(rule, store as unknown as RateLimiterAbstract);
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RateLimit', () => {
  it('counts every call, the refused ones too, and refuses the one past the limit', async () => {
    const limit = inMemory();
    const counts = [];
    for (let call = 0; call < 5; call += 1) counts.push(await limit.count({ ip: '198.51.100.1' }));
    expect(counts.map(({ allowed, remaining }) => ({ allowed, remaining }))).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, remaining: 0 },
      { allowed: false, remaining: 0 },
    ]);
  });

  it('counts each subject on its own and refuses a call when any of them is used up', async () => {
    const limit = inMemory();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      await limit.count({ ip, username: 'anna' });
    }
    expect((await limit.count({ ip: '198.51.100.4', username: 'anna' })).allowed).toBe(false);
    expect((await limit.count({ ip: '198.51.100.5', username: 'bert' })).allowed).toBe(true);
  });

  it('keeps the window that started with the first call, then starts afresh', async () => {
    const limit = inMemory();
    for (let call = 0; call < 3; call += 1) await limit.count({ ip: '198.51.100.1' });
    jest.advanceTimersByTime(45_000);
    const refused = await limit.count({ ip: '198.51.100.1' });
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 15 });
    jest.advanceTimersByTime(15_001);
    expect(await limit.count({ ip: '198.51.100.1' })).toMatchObject({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 60,
    });
  });

  it('gives the seconds until the longest window ends', async () => {
    const limit = inMemory();
    await limit.count({ username: 'anna' });
    jest.advanceTimersByTime(20_000);
    expect((await limit.count({ ip: '198.51.100.1', username: 'anna' })).retryAfterSeconds).toBe(
      60,
    );
  });

  it('keeps no subject in clear in its keys', async () => {
    const { keys } = await inMemory().count({ ip: '198.51.100.1', username: 'my password' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^ip:[\w-]{43}$/);
    expect(keys[1]).toMatch(/^username:[\w-]{43}$/);
    expect(keys.join()).not.toContain('my password');
    expect(keys.join()).not.toContain('198.51.100.1');
  });

  it('gives a refunded call back', async () => {
    const limit = inMemory();
    for (let call = 0; call < 10; call += 1) {
      const count = await limit.count({ ip: '198.51.100.1' });
      expect(count.allowed).toBe(true);
      await limit.refund(count);
    }
  });

  it('refunds nothing into the next window once a call’s own window has ended', async () => {
    const limit = inMemory();
    const late = await limit.count({ ip: '198.51.100.1' });
    jest.advanceTimersByTime(60_001);
    await limit.refund(late);
    for (let call = 0; call < 3; call += 1) await limit.count({ ip: '198.51.100.1' });
    expect((await limit.count({ ip: '198.51.100.1' })).allowed).toBe(false);
  });

  it('reports a store that cannot be reached as a RateLimitStoreError', async () => {
    const limit = unreachable();
    await expect(limit.count({ ip: '198.51.100.1' })).rejects.toThrow(RateLimitStoreError);
    await expect(
      limit.refund({ allowed: true, remaining: 1, retryAfterSeconds: 1, keys: ['ip:x'] }),
    ).rejects.toThrow(RateLimitStoreError);
  });
});

describe('RateLimit.enforce (the rule of a public route)', () => {
  it('answers 429 with Retry-After and the given message once the window is used up', async () => {
    const limit = inMemory();
    for (let call = 0; call < 3; call += 1) {
      await limit.enforce({ ip: '198.51.100.1' }, 'Too many uploads');
    }
    const refused = limit.enforce({ ip: '198.51.100.1' }, 'Too many uploads');
    await expect(refused).rejects.toThrow(RateLimitedError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'Too many uploads',
      retryAfterSeconds: 60,
    });
  });

  it('lets the call through while the store is away, and logs it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await expect(
      unreachable().enforce({ ip: '198.51.100.1' }, 'Too many'),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Rate limit test-limit not checked: Connection is closed.');
    warn.mockRestore();
  });
});
