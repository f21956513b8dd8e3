import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { decodedPath } from './private-responses.js';

/** What a page of a trusted origin may send to /api. */
export const CORS_ALLOWED_METHODS = 'GET, POST, PATCH, DELETE';
export const CORS_ALLOWED_HEADERS = 'content-type, x-request-id';
/** Seconds a browser may reuse a preflight's answer. */
export const CORS_MAX_AGE_SECONDS = 600;

/** The CORS headers for one /api request, or undefined when its origin gets none. */
export function corsHeaders(
  origin: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): Record<string, string> | undefined {
  if (typeof origin !== 'string' || !trusted.has(origin)) return undefined;
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
}

/**
 * CORS for /api limited to the configured origins (PUBLIC_ORIGIN, TRUSTED_ORIGINS): a page of one
 * of them may read answers and gets its preflight answered; any other origin gets no
 * `Access-Control-Allow-Origin` at all (so its scripts cannot read an answer) and a 403 for a
 * preflight. Every /api answer varies by Origin, so a shared cache never hands one origin's
 * headers to another. Mutations from other origins are refused by the cross-site check as before.
 */
export function registerCors(app: NestFastifyApplication, trusted: ReadonlySet<string>): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const path = decodedPath(request.url);
      if (path !== '/api' && !path.startsWith('/api/')) {
        done();
        return;
      }
      void reply.header('vary', 'Origin');
      const headers = corsHeaders(request.headers.origin, trusted);
      if (headers) void reply.headers(headers);
      const preflight =
        request.method === 'OPTIONS' &&
        request.headers['access-control-request-method'] !== undefined;
      if (!preflight) {
        done();
        return;
      }
      if (!headers) {
        void reply.status(403).send({
          status: 403,
          code: 'FORBIDDEN',
          message: 'Cross-origin request refused',
        });
        return;
      }
      void reply
        .status(204)
        .headers({
          'access-control-allow-methods': CORS_ALLOWED_METHODS,
          'access-control-allow-headers': CORS_ALLOWED_HEADERS,
          'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
        })
        .send();
    });
}
