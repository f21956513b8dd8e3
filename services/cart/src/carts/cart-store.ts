import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import type { Redis } from 'ioredis';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { REDIS } from '../redis/redis.module.js';
import { storedLineSchema, type CartEntry, type StoredLine } from './stored-line.js';

/** What a store operation came to, with the cart as it stands right after it. */
export interface StoreResult {
  status: 'done' | 'line-not-found' | 'cart-full' | 'cart-too-large';
  entries: CartEntry[];
}

// Every script works on the three keys of one cart: KEYS[1] line id -> line JSON (a hash),
// KEYS[2] line id -> quantity (a hash), KEYS[3] line ids by the order they were added (a sorted
// set). Each runs atomically, refreshes the sliding expiry of all three and answers
// { status, ids, lines, quantities } read in the same step. Status: 1 done, 0 line not found,
// -1 no room for another line, -2 no room for this line's data.
const COMMON_LUA = `
local function touch(ttl)
  for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ttl) end
end
local function answer(status)
  local ids = redis.call('ZRANGE', KEYS[3], 0, -1)
  if #ids == 0 then return { status, {}, {}, {} } end
  return { status, ids, redis.call('HMGET', KEYS[1], unpack(ids)),
    redis.call('HMGET', KEYS[2], unpack(ids)) }
end
`;

const scripts = {
  // ARGV: ttl
  cartRead: `${COMMON_LUA}
touch(ARGV[1])
return answer(1)`,
  // ARGV: ttl, line id, line JSON, quantity, most lines, most bytes of line JSON in all
  cartAddLine: `${COMMON_LUA}
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[5]) then
  touch(ARGV[1])
  return answer(-1)
end
local used = string.len(ARGV[3])
for _, id in ipairs(redis.call('HKEYS', KEYS[1])) do
  used = used + redis.call('HSTRLEN', KEYS[1], id)
end
if used > tonumber(ARGV[6]) then
  touch(ARGV[1])
  return answer(-2)
end
local last = redis.call('ZRANGE', KEYS[3], -1, -1, 'WITHSCORES')
local position = 1
if #last == 2 then position = tonumber(last[2]) + 1 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[4])
redis.call('ZADD', KEYS[3], position, ARGV[2])
touch(ARGV[1])
return answer(1)`,
  // ARGV: ttl, line id, quantity. A line removed meanwhile stays removed.
  cartSetQuantity: `${COMMON_LUA}
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then
  touch(ARGV[1])
  return answer(0)
end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
touch(ARGV[1])
return answer(1)`,
  // ARGV: ttl, then line id and line JSON pairs. Replaces the data of lines that are still there
  // (re-priced ones); a line removed while it was being priced stays removed.
  cartReplaceLines: `${COMMON_LUA}
for i = 2, #ARGV, 2 do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 1 then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
touch(ARGV[1])
return answer(1)`,
  // ARGV: ttl, then the ids of lines to remove; those already gone are no error.
  cartRemoveLines: `${COMMON_LUA}
for i = 2, #ARGV do
  if redis.call('HDEL', KEYS[1], ARGV[i]) == 1 then
    redis.call('HDEL', KEYS[2], ARGV[i])
    redis.call('ZREM', KEYS[3], ARGV[i])
  end
end
touch(ARGV[1])
return answer(1)`,
  // ARGV: ttl, line id
  cartRemoveLine: `${COMMON_LUA}
if redis.call('HDEL', KEYS[1], ARGV[2]) == 0 then
  touch(ARGV[1])
  return answer(0)
end
redis.call('HDEL', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[2])
touch(ARGV[1])
return answer(1)`,
} as const;

type ScriptName = keyof typeof scripts;
type ScriptReply = [number, string[], (string | null)[], (string | null)[]];
type CartRedis = Redis & {
  [name in ScriptName]: (...keysAndArgs: (string | number)[]) => Promise<ScriptReply>;
};

const STATUS: Record<number, StoreResult['status']> = {
  1: 'done',
  0: 'line-not-found',
  [-1]: 'cart-full',
  [-2]: 'cart-too-large',
};

/** Most lines one cart may hold, and most bytes all its lines' data may take together. */
export interface CartLimits {
  maxLines: number;
  maxBytes: number;
}

/**
 * Carts in Redis. Every operation is one Lua script, so concurrent changes to one cart are
 * applied one after another: 50 adds at once leave 50 lines, and a quantity change racing a
 * removal never brings the removed line back.
 */
@Injectable()
export class CartStore {
  private readonly logger = new Logger(CartStore.name);
  private readonly redis: CartRedis;
  private readonly ttlMs: number;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CART_CONFIG) private readonly config: CartConfig,
  ) {
    for (const [name, lua] of Object.entries(scripts)) {
      redis.defineCommand(name, { numberOfKeys: 3, lua });
    }
    this.redis = redis as CartRedis;
    this.ttlMs = config.CART_TTL_DAYS * 24 * 60 * 60 * 1000;
  }

  read(cartId: string): Promise<StoreResult> {
    return this.run('cartRead', cartId);
  }

  addLine(
    cartId: string,
    lineId: string,
    line: StoredLine,
    quantity: number,
    limits: CartLimits,
  ): Promise<StoreResult> {
    const json = JSON.stringify(line);
    const { maxLines, maxBytes } = limits;
    return this.run('cartAddLine', cartId, lineId, json, quantity, maxLines, maxBytes);
  }

  setQuantity(cartId: string, lineId: string, quantity: number): Promise<StoreResult> {
    return this.run('cartSetQuantity', cartId, lineId, quantity);
  }

  /** Replaces the stored data of lines (by id) that still exist, in one step. */
  replaceLines(cartId: string, lines: ReadonlyMap<string, StoredLine>): Promise<StoreResult> {
    const args = [...lines].flatMap(([id, line]) => [id, JSON.stringify(line)]);
    return this.run('cartReplaceLines', cartId, ...args);
  }

  removeLine(cartId: string, lineId: string): Promise<StoreResult> {
    return this.run('cartRemoveLine', cartId, lineId);
  }

  /** Removes the lines (by id) that are still there, in one step. */
  removeLines(cartId: string, lineIds: readonly string[]): Promise<StoreResult> {
    return this.run('cartRemoveLines', cartId, ...lineIds);
  }

  /** The three keys of one cart; the hash tag keeps them in one slot of a Redis cluster. */
  private keys(cartId: string): [string, string, string] {
    const base = `${this.config.CART_KEY_PREFIX}{${cartId}}`;
    return [`${base}:lines`, `${base}:quantities`, `${base}:order`];
  }

  private async run(
    script: ScriptName,
    cartId: string,
    ...args: (string | number)[]
  ): Promise<StoreResult> {
    let reply: ScriptReply;
    try {
      reply = await this.redis[script](...this.keys(cartId), this.ttlMs, ...args);
    } catch (error) {
      // Redis away or too slow: an outage the visitor is told about, not a bug.
      this.logger.error(`Redis ${script} failed: ${String(error)}`);
      throw AppError.unavailable('The cart is not available right now; try again shortly');
    }
    const [code, ids, lines, quantities] = reply;
    const status = STATUS[code];
    if (!status) throw new Error(`Cart script ${script} answered the unknown status ${code}`);
    return { status, entries: this.toEntries(ids, lines, quantities) };
  }

  private toEntries(
    ids: string[],
    lines: (string | null)[],
    quantities: (string | null)[],
  ): CartEntry[] {
    return ids.flatMap((id, index) => {
      const line = this.parseLine(id, lines[index] ?? null);
      const quantity = Number(quantities[index]);
      if (!line || !Number.isSafeInteger(quantity) || quantity < 1) return [];
      return [{ id, line, quantity }];
    });
  }

  private parseLine(id: string, json: string | null): StoredLine | undefined {
    if (json === null) return undefined;
    try {
      const parsed = storedLineSchema.safeParse(JSON.parse(json));
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to the log line below.
    }
    // Only a bug or a hand edit gets here; the visitor keeps the rest of the cart.
    this.logger.error(`Cart line ${id} is unreadable and left out`);
    return undefined;
  }
}
