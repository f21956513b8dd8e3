import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { READ_CACHE_CONFIG_KEY } from './cached-read.decorator.js';
import { type ReadCacheArea } from './read-cache-areas.js';
import {
  type CachedAnswer,
  etagMatches,
  type ReadCache,
  readCacheKey,
  type ReadTicket,
} from './read-cache.js';

/**
 * Browsers may keep an answer but must ask again each time (with `If-None-Match`, answered 304
 * while it is unchanged), so a price is never shown from a browser's cache after it changed.
 */
export const READ_CACHE_CONTROL = 'no-cache';

/** A read the cache could not answer: where its answer goes once it is ready. */
interface PendingRead {
  key: string;
  ticket: ReadTicket;
}

/**
 * Serves the routes marked `@CachedRead` from the cache and fills it from their answers. A GET
 * the cache holds is answered with its stored bytes, or 304 when `If-None-Match` names its ETag,
 * without running the controller or asking the service:
 * - a visitor without a session cookie (nearly every read, the rendering server's included) is
 *   answered in an `onRequest` hook that runs after the CORS and cross-site hooks but before the
 *   sessions: such a visitor has no session, and building an empty one (a random id and its
 *   signature) was the largest part of a cached answer's cost;
 * - a request with a session cookie is answered in a `preHandler` hook, after the session hooks,
 *   so its session is still checked and its idle time renewed.
 * An `onSend` hook, ahead of the compression, keeps a 200 JSON answer of any other such GET unless
 * its area changed while it was being read, and gives it its ETag (or turns it into a 304), so a
 * browser's compressed read fills the cache as well. Errors (400, 404, 503, ...) are never kept.
 * The private responses' `no-store` for admin browsers is left in place.
 */
export class ReadCacheHooks {
  private readonly pending = new WeakMap<FastifyRequest, PendingRead>();

  constructor(
    private readonly cache: ReadCache<ReadCacheArea>,
    private readonly sessionCookieName: string,
  ) {}

  /** Register after the CORS and cross-site hooks and before the sessions. */
  registerBeforeSessions(app: NestFastifyApplication): void {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', (request, reply, done) => {
        if (request.cookies[this.sessionCookieName] !== undefined) done();
        else this.answer(request, reply, done);
      });
  }

  /** Register after the session hooks. */
  registerAfterSessions(app: NestFastifyApplication): void {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('preHandler', (request, reply, done) => {
        if (request.cookies[this.sessionCookieName] === undefined) done();
        else this.answer(request, reply, done);
      });
  }

  /**
   * Register before the compression, which turns an answer into a stream the cache cannot keep,
   * and before registerPrivateResponses, whose `no-store` for admin browsers then replaces the
   * cache's `no-cache`.
   */
  registerKeeping(app: NestFastifyApplication): void {
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onSend', (request, reply, payload, done) => {
        const read = this.pending.get(request);
        if (read === undefined) {
          done(null, payload);
          return;
        }
        this.pending.delete(request);
        const contentType = reply.getHeader('content-type');
        if (
          reply.statusCode !== 200 ||
          typeof contentType !== 'string' ||
          !contentType.startsWith('application/json') ||
          (typeof payload !== 'string' && !Buffer.isBuffer(payload))
        ) {
          done(null, payload);
          return;
        }
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        const answer = this.cache.store(read.key, read.ticket, body, contentType);
        if (answer === undefined) {
          // Not kept: its area changed while it was read (or just before), so it may be the old one.
          done(null, payload);
          return;
        }
        setValidators(reply, answer);
        if (etagMatches(request.headers['if-none-match'], answer.etag)) {
          void reply.code(304);
          done(null, null);
          return;
        }
        done(null, answer.body);
      });
  }

  /** Answers a cached GET from the cache, or notes where its answer goes once it is ready. */
  private answer(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const area = cachedAreaOf(request);
    if (area === undefined) {
      done();
      return;
    }
    const key = readCacheKey(request.url);
    const answer = this.cache.get(key);
    if (answer === undefined) {
      this.pending.set(request, { key, ticket: this.cache.begin(area) });
      done();
      return;
    }
    setValidators(reply, answer);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      void reply.code(304).send();
      return;
    }
    void reply.header('content-type', answer.contentType).send(answer.body);
  }
}

/** The area of a GET to a `@CachedRead` route; undefined for every other request. */
function cachedAreaOf(request: FastifyRequest): ReadCacheArea | undefined {
  if (request.method !== 'GET') return undefined;
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  return config?.[READ_CACHE_CONFIG_KEY] as ReadCacheArea | undefined;
}

/** ETag and Cache-Control, leaving a `no-store` set earlier (admin browsers) as it is. */
function setValidators(reply: FastifyReply, answer: CachedAnswer): void {
  void reply.header('etag', answer.etag);
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', READ_CACHE_CONTROL);
}
