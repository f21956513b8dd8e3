import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { RedisConnection, redisUnavailable } from '../redis/redis.module.js';

/** Counts one attempt in a fixed window: INCR, the window's expiry on the first, then its PTTL. */
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Gives back an attempt that turned out not to be a failure (a successful login). */
const REFUND_ATTEMPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/** One attempt admitted to the password check, to be settled as a success or a failure. */
export interface AdmittedAttempt {
  /** True when this attempt used up the last allowance: a failure now answers 429. */
  readonly lastAllowed: boolean;
  /** Seconds until the longer of the two windows ends. */
  readonly retryAfterSeconds: number;
  readonly keys: readonly string[];
}

export type AttemptDecision =
  { admitted: true; attempt: AdmittedAttempt } | { admitted: false; retryAfterSeconds: number };

/**
 * Failed sign-ins per username and per client IP, in Redis so every replica counts the same.
 * Each attempt is counted before the password is checked (so a burst of parallel guesses cannot
 * slip past the limit) and refunded when it succeeds; after LOGIN_MAX_FAILURES failures within
 * LOGIN_WINDOW_MINUTES, further attempts for that username or from that IP are refused until the
 * window ends. The attempt that makes the count reach the limit answers 429 when it fails.
 */
@Injectable()
export class LoginThrottleService {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly prefix: string;

  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.maxFailures = config.LOGIN_MAX_FAILURES;
    this.windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
    this.prefix = `${config.REDIS_KEY_PREFIX}login-failures:`;
  }

  async admit(ip: string, username: string): Promise<AttemptDecision> {
    const keys = [this.key('ip', ip), this.key('username', username.toLowerCase())];
    const counts = await Promise.all(keys.map((key) => this.count(key)));
    const retryAfterSeconds = Math.max(
      1,
      ...counts.map(({ ttlMs }) => Math.ceil(Math.max(ttlMs, 0) / 1000)),
    );
    if (counts.some(({ count }) => count > this.maxFailures)) {
      return { admitted: false, retryAfterSeconds };
    }
    const lastAllowed = counts.some(({ count }) => count >= this.maxFailures);
    return { admitted: true, attempt: { lastAllowed, retryAfterSeconds, keys } };
  }

  /** The attempt succeeded: it does not count as a failure. */
  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    try {
      await Promise.all(attempt.keys.map((key) => this.redis.client.eval(REFUND_ATTEMPT, 1, key)));
    } catch (error) {
      throw redisUnavailable(error);
    }
  }

  private async count(key: string): Promise<{ count: number; ttlMs: number }> {
    try {
      const [count, ttlMs] = (await this.redis.client.eval(
        COUNT_ATTEMPT,
        1,
        key,
        String(this.windowMs),
      )) as [number, number];
      return { count, ttlMs };
    } catch (error) {
      throw redisUnavailable(error);
    }
  }

  /** Usernames are hashed into the key, so no typed-in text (or password typed as a name) is stored. */
  private key(kind: 'ip' | 'username', value: string): string {
    const digest = createHash('sha256').update(value).digest('base64url');
    return `${this.prefix}${kind}:${digest}`;
  }
}
