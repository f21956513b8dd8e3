import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { type RateLimit } from '../rate-limit/rate-limit.js';
import { RateLimits } from '../rate-limit/rate-limits.js';

/**
 * Orders per client IP (`POST /api/orders`, ORDERS_PER_WINDOW per ORDER_WINDOW_MINUTES), counted by
 * the shared rate limiter before the body is read; over the limit answers 429 with Retry-After.
 * The IP is Fastify's `request.ip`, which honours TRUST_PROXY.
 */
@Injectable()
export class OrderRateLimit {
  private readonly limit: RateLimit;

  constructor(
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limit = rateLimits.limit({
      name: 'order-limit:place',
      points: config.ORDERS_PER_WINDOW,
      windowMs: config.ORDER_WINDOW_MINUTES * 60_000,
    });
  }

  /** Counts the order; throws RateLimitedError when this IP has used up its window. */
  async take(ip: string): Promise<void> {
    await this.limit.enforce({ ip }, 'Too many orders from your address; try again later');
  }
}
