import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import {
  type RateLimit,
  type RateLimitCount,
  RateLimitStoreError,
} from '../rate-limit/rate-limit.js';
import { RateLimits } from '../rate-limit/rate-limits.js';
import { redisUnavailable } from '../redis/redis.module.js';

/** One attempt admitted to the password check, to be settled as a success or a failure. */
export interface AdmittedAttempt {
  /** True when this attempt used up the last allowance: a failure now answers 429. */
  readonly lastAllowed: boolean;
  /** Seconds until the longer of the two windows ends. */
  readonly retryAfterSeconds: number;
  readonly count: RateLimitCount;
}

export type AttemptDecision =
  { admitted: true; attempt: AdmittedAttempt } | { admitted: false; retryAfterSeconds: number };

/**
 * Failed sign-ins per username and per client IP, counted by the shared rate limiter in Redis so
 * every replica counts the same. Each attempt is counted before the password is checked (so a
 * burst of parallel guesses cannot slip past the limit) and refunded when it succeeds; after
 * LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MINUTES, further attempts for that username or
 * from that IP are refused until the window ends. The attempt that makes the count reach the
 * limit answers 429 when it fails. Without Redis no attempt is admitted (503).
 */
@Injectable()
export class LoginThrottleService {
  private readonly failures: RateLimit;

  constructor(
    @Inject(RateLimits) rateLimits: RateLimits,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.failures = rateLimits.limit({
      name: 'login-failures',
      points: config.LOGIN_MAX_FAILURES,
      windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    });
  }

  async admit(ip: string, username: string): Promise<AttemptDecision> {
    const count = await this.failures
      .count({ ip, username: username.toLowerCase() })
      .catch(storeUnavailable);
    if (!count.allowed) return { admitted: false, retryAfterSeconds: count.retryAfterSeconds };
    return {
      admitted: true,
      attempt: {
        lastAllowed: count.remaining === 0,
        retryAfterSeconds: count.retryAfterSeconds,
        count,
      },
    };
  }

  /** The attempt succeeded: it does not count as a failure. */
  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    await this.failures.refund(attempt.count).catch(storeUnavailable);
  }
}

function storeUnavailable(error: unknown): never {
  throw error instanceof RateLimitStoreError ? redisUnavailable(error.cause) : error;
}
