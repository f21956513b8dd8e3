import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { type RateLimit } from '../rate-limit/rate-limit.js';
import { RateLimits } from '../rate-limit/rate-limits.js';

/** Names the limit's counters in Redis, under REDIS_KEY_PREFIX. */
export const QUOTE_LIMIT_NAME = 'quote-limit:pdf';

/**
 * Per client IP limit on written quotes (`GET /api/cart/quote.pdf`): QUOTE_PDFS_PER_WINDOW per
 * QUOTE_PDF_WINDOW_MINUTES, by the shared rate limiter. Each quote is priced, numbered and
 * recorded by the orders service and rendered by the gateway, so a script asking in a loop would
 * cost both and use up quote numbers. Every call counts, before anything else is checked; over
 * the limit answers 429 RATE_LIMITED with Retry-After. The IP is Fastify's `request.ip`, which
 * honours TRUST_PROXY. Redis being away does not stop quotes: the call is let through (and logged).
 */
@Injectable()
export class QuoteRateLimit {
  private readonly limit: RateLimit;

  constructor(
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limit = rateLimits.limit({
      name: QUOTE_LIMIT_NAME,
      points: config.QUOTE_PDFS_PER_WINDOW,
      windowMs: config.QUOTE_PDF_WINDOW_MINUTES * 60_000,
    });
  }

  /** Counts the call; throws RateLimitedError when this IP has used up its window. */
  async take(ip: string): Promise<void> {
    await this.limit.enforce({ ip }, 'Too many quotes from your address; try again later');
  }
}
