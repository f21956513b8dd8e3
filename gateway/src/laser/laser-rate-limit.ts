import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { RateLimitedError } from '../errors/rate-limited.error.js';
import { RedisConnection } from '../redis/redis.module.js';

/** Counts one call in a fixed window: INCR, the window's expiry on the first, then its PTTL. */
const COUNT_CALL = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export type LaserLimitKind = 'upload' | 'request';

/**
 * Per client IP limits on the public laser routes (issue 8): DXF uploads (`POST
 * /api/laser-quotes`, LASER_UPLOADS_PER_WINDOW per LASER_UPLOAD_WINDOW_MINUTES) and e-mail
 * requests (`POST /api/laser-quotes/:quoteId/requests`, LASER_REQUESTS_PER_WINDOW per
 * LASER_REQUEST_WINDOW_MINUTES). Counted in Redis like the login throttle, so every replica counts
 * the same; the IP is Fastify's `request.ip`, which honours TRUST_PROXY. Every call counts, before
 * its body is read; over the limit answers 429 RATE_LIMITED with Retry-After. Redis being away
 * does not stop quoting: the call is let through (and logged).
 */
@Injectable()
export class LaserRateLimit {
  private readonly logger = new Logger(LaserRateLimit.name);
  private readonly limits: Record<LaserLimitKind, { max: number; windowMs: number }>;
  private readonly prefix: string;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.limits = {
      upload: {
        max: config.LASER_UPLOADS_PER_WINDOW,
        windowMs: config.LASER_UPLOAD_WINDOW_MINUTES * 60_000,
      },
      request: {
        max: config.LASER_REQUESTS_PER_WINDOW,
        windowMs: config.LASER_REQUEST_WINDOW_MINUTES * 60_000,
      },
    };
    this.prefix = `${config.REDIS_KEY_PREFIX}laser-limit:`;
  }

  /** Counts the call; throws RateLimitedError when this IP has used up its window. */
  async take(kind: LaserLimitKind, ip: string): Promise<void> {
    const { max, windowMs } = this.limits[kind];
    const key = `${this.prefix}${kind}:${createHash('sha256').update(ip).digest('base64url')}`;
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = (await this.redis.client.eval(COUNT_CALL, 1, key, String(windowMs))) as [
        number,
        number,
      ];
    } catch (error) {
      this.logger.warn(`Laser ${kind} limit not checked (Redis): ${String(error)}`);
      return;
    }
    if (count <= max) return;
    throw new RateLimitedError(
      kind === 'upload'
        ? 'Too many DXF uploads from your address; try again later'
        : 'Too many offer requests from your address; try again later',
      Math.max(1, Math.ceil(Math.max(ttlMs, 0) / 1000)),
    );
  }
}
