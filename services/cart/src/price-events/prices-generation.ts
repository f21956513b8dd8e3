import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import type { Redis } from 'ioredis';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { REDIS } from '../redis/redis.module.js';

/** How long an applied event's id is remembered: longer than any redelivery or publish retry. */
const APPLIED_EVENT_TTL_MS = 8 * 24 * 60 * 60 * 1000;

// KEYS[1] the event's "applied" marker, KEYS[2] the generation counter, KEYS[3] the hash of the
// services' announced change generations. ARGV[1] marker TTL, ARGV[2] the announcing service
// (empty when the event names no generation), ARGV[3] its generation.
// Counts the event once, however often it is delivered: the marker, the increment and the
// service's generation are one atomic step, so two replicas handed the same message cannot both
// count it. A service's generation only ever goes up, whatever order events arrive in.
const RECORD_LUA = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  if ARGV[2] ~= '' then
    local known = tonumber(redis.call('HGET', KEYS[3], ARGV[2]) or '-1')
    if tonumber(ARGV[3]) > known then redis.call('HSET', KEYS[3], ARGV[2], ARGV[3]) end
  end
  return { 1, redis.call('INCR', KEYS[2]) }
end
return { 0, tonumber(redis.call('GET', KEYS[2]) or '0') }
`;

type RecordingRedis = Redis & {
  recordPricesChanged: (...keysAndArgs: (string | number)[]) => Promise<[number, number]>;
};

/** The services whose change events make cart prices stale. */
export type PriceService = 'pricing' | 'catalogue';

/** The newest change generation each service announced (absent before its first such event). */
export type ServiceGenerations = Partial<Record<PriceService, number>>;

/** A change generation an event announced. */
export interface AnnouncedGeneration {
  service: PriceService;
  generation: number;
}

/** What recording one price event came to. */
export interface RecordedEvent {
  /** False when this message id was recorded before (a redelivery or a duplicate). */
  applied: boolean;
  generation: number;
}

/** Where prices stand now. */
export interface CurrentPrices {
  /** The prices generation lines are stamped with. */
  generation: number;
  /** What to ask pricing and catalogue for, so no replica answers from before these events. */
  serviceGenerations: ServiceGenerations;
}

/**
 * The prices generation: a counter in Redis that goes up by one for every price event (pricing's
 * price changes and catalogue's product changes). A cart line remembers the generation it was
 * priced under; a line priced under another generation is priced again when its cart is read.
 * Next to it, the change generation each service announced: pricing a line asks for at least
 * that one, so a replica that has not reloaded yet cannot price it with data from before.
 */
@Injectable()
export class PricesGeneration {
  private readonly redis: RecordingRedis;
  private readonly generationKey: string;
  private readonly serviceGenerationsKey: string;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CART_CONFIG) private readonly config: CartConfig,
  ) {
    redis.defineCommand('recordPricesChanged', { numberOfKeys: 3, lua: RECORD_LUA });
    this.redis = redis as RecordingRedis;
    // one hash tag for every key, so the script's keys share a slot in a Redis cluster
    this.generationKey = `${config.CART_KEY_PREFIX}{prices}:generation`;
    this.serviceGenerationsKey = `${config.CART_KEY_PREFIX}{prices}:service-generations`;
  }

  /**
   * The generation prices are at now (0 before the first event) and the services' generations,
   * read in one transaction so they belong to the same events.
   */
  async current(): Promise<CurrentPrices> {
    let replies: Array<[Error | null, unknown]> | null;
    try {
      replies = await this.redis
        .multi()
        .get(this.generationKey)
        .hgetall(this.serviceGenerationsKey)
        .exec();
    } catch {
      replies = null;
    }
    const [counter, services] = replies ?? [];
    if (!counter || !services || counter[0] || services[0]) {
      // Redis away: the cart itself is not readable either; CartStore logs the outage.
      throw AppError.unavailable('The cart is not available right now; try again shortly');
    }
    return {
      generation: Number((counter[1] as string | null) ?? 0),
      serviceGenerations: toServiceGenerations(services[1] as Record<string, string>),
    };
  }

  /** Counts the event with this message id, unless it was counted before. */
  async record(messageId: string, announced?: AnnouncedGeneration): Promise<RecordedEvent> {
    const marker = `${this.config.CART_KEY_PREFIX}{prices}:event:${messageId}`;
    const [applied, generation] = await this.redis.recordPricesChanged(
      marker,
      this.generationKey,
      this.serviceGenerationsKey,
      APPLIED_EVENT_TTL_MS,
      announced?.service ?? '',
      announced?.generation ?? 0,
    );
    return { applied: applied === 1, generation };
  }
}

function toServiceGenerations(stored: Record<string, string>): ServiceGenerations {
  const generations: ServiceGenerations = {};
  for (const service of ['pricing', 'catalogue'] as const) {
    const value = Number(stored[service]);
    if (stored[service] !== undefined && Number.isSafeInteger(value)) generations[service] = value;
  }
  return generations;
}
