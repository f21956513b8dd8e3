import { Redis } from 'ioredis';

/** How long one Redis command may take before the caller gets a 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The service's Redis connection. It reconnects by itself; a command while Redis is away fails
 * within REDIS_COMMAND_TIMEOUT_MS (one retry) instead of queueing for ever.
 */
export function createRedisConnection(url: string): Redis {
  return new Redis(url, {
    connectionName: 'cart',
    maxRetriesPerRequest: 1,
    // A script that timed out may have run: sending it again after a reconnect could add a line
    // twice behind the visitor's back (they were told 503). Never resend.
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Connects once, sends PING and disconnects; rejects when Redis is not reachable. */
export async function probeRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2_000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}
