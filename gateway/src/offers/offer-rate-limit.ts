import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { type RateLimit } from '../rate-limit/rate-limit.js';
import { RateLimits } from '../rate-limit/rate-limits.js';

/** Names the limit's counters in Redis, under REDIS_KEY_PREFIX. */
export const OFFER_LIMIT_NAME = 'offer-limit:pdf';

/**
 * Per client IP limit on written offers (`GET /api/cart/quote.pdf`): QUOTE_PDFS_PER_WINDOW per
 * QUOTE_PDF_WINDOW_MINUTES, by the shared rate limiter. Each offer is priced, numbered and
 * recorded by the orders service and rendered by the gateway, so a script asking in a loop would
 * cost both and use up offer numbers. Every call counts, before anything else is checked; over
 * the limit answers 429 RATE_LIMITED with Retry-After. The IP is Fastify's `request.ip`, which
 * honours TRUST_PROXY. Redis being away does not stop offers: the call is let through (and logged).
 */
@Injectable()
export class OfferRateLimit {
  private readonly limit: RateLimit;

  constructor(
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limit = rateLimits.limit({
      name: OFFER_LIMIT_NAME,
      points: config.QUOTE_PDFS_PER_WINDOW,
      windowMs: config.QUOTE_PDF_WINDOW_MINUTES * 60_000,
    });
  }

  /** Counts the call; throws RateLimitedError when this IP has used up its window. */
  async take(ip: string): Promise<void> {
    await this.limit.enforce({ ip }, 'Too many offers from your address; try again later');
  }
}
