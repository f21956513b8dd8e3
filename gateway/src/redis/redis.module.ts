import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/**
 * The gateway's Redis connection for sessions and the login throttle: shared state, so every
 * replica sees the same sessions and counts the same failed logins.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    // Commands fail after one reconnect attempt instead of queueing for ever: a request whose
    // session cannot be read gets its answer (503) while Redis is away.
    this.client = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
    });
    this.client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** After the HTTP server has closed, so requests in flight still reach their sessions. */
  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
