import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/rate-limited.error.js';

/** A named limit: how many calls each client may make per window. */
export interface RateLimitRule {
  /** Names its counters: `<REDIS_KEY_PREFIX><name>:<subject>:<hash>`, e.g. `login-failures`. */
  readonly name: string;
  /** Calls allowed per window; the next one within the window is refused. */
  readonly points: number;
  readonly windowMs: number;
}

/**
 * Who one call is counted against, each in a counter of its own: `{ ip }`, or
 * `{ ip, username }` to count by both. Values are hashed into the key, so no typed-in text
 * (a password typed as a name, say) is ever stored.
 */
export type RateLimitSubjects = Readonly<Record<string, string>>;

/** One call, counted against each of its subjects. */
export interface RateLimitCount {
  /** False once any subject has gone past the limit within its window: refuse the call. */
  readonly allowed: boolean;
  /** Calls the most-used subject has left in its window after this one (0 when used up). */
  readonly remaining: number;
  /** Seconds until the longest of the subjects' windows ends; at least 1. */
  readonly retryAfterSeconds: number;
  /** The counters it went into, for {@link RateLimit.refund}. */
  readonly keys: readonly string[];
}

/** The store behind the limit (Redis) failed; the caller decides whether to refuse or let through. */
export class RateLimitStoreError extends Error {
  constructor(limit: string, cause: unknown) {
    super(
      `Rate limit ${limit} not checked: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RateLimitStoreError';
    this.cause = cause;
  }
}

/**
 * A fixed-window limit over rate-limiter-flexible: the window starts with a subject's first call
 * and is not extended by later ones; every call counts, refused ones included, until it ends.
 */
export class RateLimit {
  private readonly logger = new Logger('RateLimit');

  constructor(
    readonly rule: RateLimitRule,
    private readonly limiter: RateLimiterAbstract,
  ) {}

  /**
   * Counts one call against every subject (all of them, even when one is already over). Throws
   * {@link RateLimitStoreError} when the store cannot be reached.
   */
  async count(subjects: RateLimitSubjects): Promise<RateLimitCount> {
    const keys = Object.entries(subjects).map(([subject, value]) => subjectKey(subject, value));
    if (keys.length === 0) throw new Error(`Rate limit ${this.rule.name} needs a subject to count`);
    const outcomes = await Promise.all(keys.map((key) => this.consume(key)));
    const consumed = Math.max(...outcomes.map((outcome) => outcome.consumedPoints));
    return {
      allowed: consumed <= this.rule.points,
      remaining: Math.max(this.rule.points - consumed, 0),
      retryAfterSeconds: Math.max(
        1,
        ...outcomes.map((outcome) => Math.ceil(Math.max(outcome.msBeforeNext, 0) / 1000)),
      ),
      keys,
    };
  }

  /**
   * The rule of a public route: counts the call and throws {@link RateLimitedError} (429 with
   * `refusal` and Retry-After) once a subject has used up its window. While the store is away
   * the call is let through and logged: the limit must not take the route down with it.
   */
  async enforce(subjects: RateLimitSubjects, refusal: string): Promise<void> {
    let count: RateLimitCount;
    try {
      count = await this.count(subjects);
    } catch (error) {
      if (!(error instanceof RateLimitStoreError)) throw error;
      this.logger.warn(error.message);
      return;
    }
    if (!count.allowed) throw new RateLimitedError(refusal, count.retryAfterSeconds);
  }

  /**
   * Gives a counted call back (it turned out not to count, like a successful sign-in). A counter
   * whose window has ended meanwhile has nothing to give back and is left alone, so the refund
   * never becomes an extra call in the next window. Throws {@link RateLimitStoreError}.
   */
  async refund(count: RateLimitCount): Promise<void> {
    try {
      await Promise.all(
        count.keys.map(async (key) => {
          const current = await this.limiter.get(key);
          if (current && current.consumedPoints > 0) await this.limiter.reward(key);
        }),
      );
    } catch (error) {
      throw new RateLimitStoreError(this.rule.name, error);
    }
  }

  /** The library rejects a call over the limit with its count; only other failures are errors. */
  private async consume(key: string): Promise<RateLimiterRes> {
    try {
      return await this.limiter.consume(key);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return outcome;
      throw new RateLimitStoreError(this.rule.name, outcome);
    }
  }
}

function subjectKey(subject: string, value: string): string {
  return `${subject}:${createHash('sha256').update(value).digest('base64url')}`;
}
