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
 * Serves the routes marked `@CachedRead` from the cache and fills it from their answers:
 * - a `preHandler` hook (after the session, CORS and cross-site hooks, so those still apply)
 *   answers a GET the cache holds with its stored bytes, or 304 when `If-None-Match` names its
 *   ETag, without running the controller or asking the service;
 * - an `onSend` hook keeps a 200 JSON answer of any other such GET, unless its area changed while
 *   it was being read, and gives it its ETag (or turns it into a 304).
 * Errors (400, 404, 503, ...) are never kept. Register after the session hooks and after
 * registerPrivateResponses, whose `no-store` for admin browsers this leaves in place.
 */
export function registerReadCache(
  app: NestFastifyApplication,
  cache: ReadCache<ReadCacheArea>,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  const pending = new WeakMap<FastifyRequest, PendingRead>();

  fastify.addHook('preHandler', (request, reply, done) => {
    const area = cachedAreaOf(request);
    if (area === undefined) {
      done();
      return;
    }
    const key = readCacheKey(request.url);
    const answer = cache.get(key);
    if (answer === undefined) {
      pending.set(request, { key, ticket: cache.begin(area) });
      done();
      return;
    }
    setValidators(reply, answer);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      void reply.code(304).send();
      return;
    }
    void reply.header('content-type', answer.contentType).send(answer.body);
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const read = pending.get(request);
    if (read === undefined) {
      done(null, payload);
      return;
    }
    pending.delete(request);
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
    const answer = cache.store(read.key, read.ticket, body, contentType);
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
