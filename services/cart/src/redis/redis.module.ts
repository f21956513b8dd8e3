import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { createRedisConnection } from './redis-connection.js';

/** Injection token of the service's one Redis connection. */
export const REDIS = Symbol('REDIS');

const redisProvider: Provider = {
  provide: REDIS,
  inject: [CART_CONFIG],
  useFactory: (config: CartConfig): Redis => {
    const redis = createRedisConnection(config.REDIS_URL);
    const logger = new Logger('Redis');
    // Reconnecting is ioredis' job; without a listener an error event would crash the process.
    redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
    return redis;
  },
};

@Global()
@Module({ providers: [redisProvider], exports: [REDIS] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** After the NATS server has stopped taking requests and the ones in flight have finished. */
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
