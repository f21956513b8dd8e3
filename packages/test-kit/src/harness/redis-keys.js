// Redis keys under a prefix: every test and every started system keeps its keys under a prefix
// of its own, and deletes them when it is done.
import { Redis } from 'ioredis';

/** The Redis of the machine, unless REDIS_URL says otherwise. */
export const localRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Every key under `prefix` in the Redis at `redisUrl`.
 * @param {string} prefix
 * @param {string} [redisUrl]
 * @returns {Promise<string[]>}
 */
export async function redisKeys(prefix, redisUrl = localRedisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  try {
    await redis.connect();
    return await redis.keys(`${prefix}*`);
  } finally {
    redis.disconnect();
  }
}

/**
 * Deletes every key under `prefix` in the Redis at `redisUrl`.
 * @param {string} prefix
 * @param {string} [redisUrl]
 * @returns {Promise<void>}
 */
export async function deleteRedisKeys(prefix, redisUrl = localRedisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      const batch = /** @type {string[]} */ (keys);
      if (batch.length > 0) await redis.del(...batch);
    }
  } finally {
    redis.disconnect();
  }
}
