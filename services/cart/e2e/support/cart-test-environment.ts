import { testRedisUrl } from '@shop/test-kit';
import { Redis } from 'ioredis';

/** The suite's name in the throw-away schemas and Redis key prefixes of its services. */
export const suite = 'cart_e2e';

export function connectRedis(): Redis {
  return new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
}
