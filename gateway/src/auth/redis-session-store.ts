import { type SessionStore } from '@fastify/session';
import { type Session } from 'fastify';
import { type Redis } from 'ioredis';
import { redisUnavailable } from '../redis/redis.module.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/**
 * @fastify/session's store over the gateway's ioredis connection: one JSON value per session
 * under `<prefix><session id>`, which expires after `ttlMs` without a write. The session plugin
 * writes on every request that carries the cookie (`rolling`), so the expiry is an idle timeout.
 * A Redis failure becomes a 503, never a 500.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    this.redis.set(this.key(sessionId), JSON.stringify(session), 'PX', this.ttlMs).then(
      () => callback(),
      (error: unknown) => callback(redisUnavailable(error)),
    );
  }

  get(sessionId: string, callback: GetCallback): void {
    this.redis.get(this.key(sessionId)).then(
      (value) => callback(null, value === null ? null : parseSession(value)),
      (error: unknown) => callback(redisUnavailable(error)),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.redis.del(this.key(sessionId)).then(
      () => callback(),
      (error: unknown) => callback(redisUnavailable(error)),
    );
  }

  private key(sessionId: string): string {
    return `${this.prefix}${sessionId}`;
  }
}

/** A value that is not a JSON object counts as no session (the visitor starts a fresh one). */
function parseSession(value: string): Session | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Session) : null;
  } catch {
    return null;
  }
}
