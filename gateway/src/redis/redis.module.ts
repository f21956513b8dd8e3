import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/**
 * The gateway's Redis connection for sessions and the rate limits: shared state, so every
 * replica sees the same sessions and counts the same failed logins and uploads.
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
    // One line when Redis goes away and one when it is back, not one per reconnect attempt.
    let down = false;
    this.client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.logger.warn(
        `Redis is not reachable (${error.message}); sign-in and admin requests answer 503 meanwhile`,
      );
    });
    this.client.on('ready', () => {
      if (!down) return;
      down = false;
      this.logger.log('Redis is reachable again');
    });
  }

  /** After the HTTP server has closed, so requests in flight still reach their sessions. */
  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}

/** What a request gets while Redis is away: 503, never a 500 with a stack trace in the log. */
export function redisUnavailable(cause: unknown): AppError {
  const error = AppError.unavailable(
    'Sign-in and sessions are not available right now; try again shortly',
  );
  error.cause = cause;
  return error;
}
