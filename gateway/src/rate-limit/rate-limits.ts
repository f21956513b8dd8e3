import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { RedisConnection } from '../redis/redis.module.js';
import { RateLimit, type RateLimitRule } from './rate-limit.js';

/**
 * Makes the gateway's rate limits: counters in Redis on the gateway's own connection, under
 * REDIS_KEY_PREFIX, so every replica counts the same.
 */
@Injectable()
export class RateLimits {
  private readonly keyPrefix: string;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.keyPrefix = config.REDIS_KEY_PREFIX;
  }

  /** A limit counted in Redis under `<REDIS_KEY_PREFIX><rule.name>:`. */
  limit(rule: RateLimitRule): RateLimit {
    const limiter = new RateLimiterRedis({
      storeClient: this.redis.client,
      keyPrefix: `${this.keyPrefix}${rule.name}`,
      points: rule.points,
      // Redis expiries here are whole seconds; a window is never shorter than one.
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    });
    return new RateLimit(rule, limiter);
  }
}
