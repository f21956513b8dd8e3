import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { type RateLimit } from '../rate-limit/rate-limit.js';
import { RateLimits } from '../rate-limit/rate-limits.js';

export type LaserLimitKind = 'upload' | 'request';

const refusals: Record<LaserLimitKind, string> = {
  upload: 'Too many DXF uploads from your address; try again later',
  request: 'Too many offer requests from your address; try again later',
};

/**
 * Per client IP limits on the public laser routes: DXF uploads (`POST /api/laser-quotes`,
 * LASER_UPLOADS_PER_WINDOW per LASER_UPLOAD_WINDOW_MINUTES) and e-mail requests (`POST
 * /api/laser-quotes/:quoteId/requests`, LASER_REQUESTS_PER_WINDOW per
 * LASER_REQUEST_WINDOW_MINUTES), each counted on its own by the shared rate limiter. The IP is
 * Fastify's `request.ip`, which honours TRUST_PROXY. Every call counts, before its body is read;
 * over the limit answers 429 RATE_LIMITED with Retry-After. Redis being away does not stop
 * quoting: the call is let through (and logged).
 */
@Injectable()
export class LaserRateLimit {
  private readonly limits: Record<LaserLimitKind, RateLimit>;

  constructor(
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = {
      upload: rateLimits.limit({
        name: 'laser-limit:upload',
        points: config.LASER_UPLOADS_PER_WINDOW,
        windowMs: config.LASER_UPLOAD_WINDOW_MINUTES * 60_000,
      }),
      request: rateLimits.limit({
        name: 'laser-limit:request',
        points: config.LASER_REQUESTS_PER_WINDOW,
        windowMs: config.LASER_REQUEST_WINDOW_MINUTES * 60_000,
      }),
    };
  }

  /** Counts the call; throws RateLimitedError when this IP has used up its window. */
  async take(kind: LaserLimitKind, ip: string): Promise<void> {
    await this.limits[kind].enforce({ ip }, refusals[kind]);
  }
}
