import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import type { Redis } from 'ioredis';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { REDIS } from '../redis/redis.module.js';

/** How long an applied event's id is remembered: longer than any redelivery or publish retry. */
const APPLIED_EVENT_TTL_MS = 8 * 24 * 60 * 60 * 1000;

// KEYS[1] the event's "applied" marker, KEYS[2] the generation counter. ARGV[1] marker TTL.
// Counts the event once, however often it is delivered: the marker and the increment are one
// atomic step, so two replicas handed the same message cannot both count it.
const RECORD_LUA = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  return { 1, redis.call('INCR', KEYS[2]) }
end
return { 0, tonumber(redis.call('GET', KEYS[2]) or '0') }
`;

type RecordingRedis = Redis & {
  recordPricesChanged: (...keysAndArgs: (string | number)[]) => Promise<[number, number]>;
};

/** What recording one price event came to. */
export interface RecordedEvent {
  /** False when this message id was recorded before (a redelivery or a duplicate). */
  applied: boolean;
  generation: number;
}

/**
 * The prices generation: a counter in Redis that goes up by one for every price event (pricing's
 * price changes and catalogue's product changes). A cart line remembers the generation it was
 * priced under; a line priced under another generation is priced again when its cart is read.
 */
@Injectable()
export class PricesGeneration {
  private readonly redis: RecordingRedis;
  private readonly generationKey: string;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CART_CONFIG) private readonly config: CartConfig,
  ) {
    redis.defineCommand('recordPricesChanged', { numberOfKeys: 2, lua: RECORD_LUA });
    this.redis = redis as RecordingRedis;
    // one hash tag for both keys, so the script's keys share a slot in a Redis cluster
    this.generationKey = `${config.CART_KEY_PREFIX}{prices}:generation`;
  }

  /** The generation prices are at now (0 before the first event). */
  async current(): Promise<number> {
    let value: string | null;
    try {
      value = await this.redis.get(this.generationKey);
    } catch {
      // Redis away: the cart itself is not readable either; CartStore logs the outage.
      throw AppError.unavailable('The cart is not available right now; try again shortly');
    }
    return Number(value ?? 0);
  }

  /** Counts the event with this message id, unless it was counted before. */
  async record(messageId: string): Promise<RecordedEvent> {
    const marker = `${this.config.CART_KEY_PREFIX}{prices}:event:${messageId}`;
    const [applied, generation] = await this.redis.recordPricesChanged(
      marker,
      this.generationKey,
      APPLIED_EVENT_TTL_MS,
    );
    return { applied: applied === 1, generation };
  }
}
