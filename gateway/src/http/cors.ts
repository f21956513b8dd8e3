import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyRequest } from 'fastify';
import { decodedPath } from './private-responses.js';

/** What a page of a trusted origin may send to /api: the one list a new method is added to. */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const CORS_ALLOWED_HEADERS = ['content-type', 'x-request-id', 'idempotency-key'] as const;
/** Seconds a browser may reuse a preflight's answer. */
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * The origin a /api answer names in `Access-Control-Allow-Origin` (the request's own, echoed), or
 * false when the request's origin is not exactly one of the trusted ones: another site, a
 * sandboxed page (`null`), a look-alike, no origin, or several origins at once.
 */
export function allowedCorsOrigin(
  origin: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): string | false {
  return typeof origin === 'string' && trusted.has(origin) ? origin : false;
}

/**
 * CORS for /api limited to the configured origins (PUBLIC_ORIGIN, TRUSTED_ORIGINS), by
 * `@fastify/cors`: a page of one of them may read answers (with credentials) and gets its
 * preflight answered; any other origin gets no `Access-Control-Allow-Origin` at all (so its
 * scripts cannot read an answer) and a 403 for a preflight. Every /api answer varies by Origin,
 * so a shared cache never hands one origin's headers to another. Mutations from other origins
 * are refused by the cross-site check as before.
 */
export async function registerCors(
  app: NestFastifyApplication,
  trusted: ReadonlySet<string>,
): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (request, callback) => callback(null, corsOptionsFor(request, trusted)),
  });
  // After the CORS hook, which has answered the trusted preflights and marked every /api answer
  // as varying by Origin. The refusal is sent here rather than raised as an error: the library's
  // OPTIONS route would answer an error with Fastify's own body instead of ours.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (!isApiPreflight(request) || allowedCorsOrigin(request.headers.origin, trusted)) {
        done();
        return;
      }
      void reply.status(403).send({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Cross-origin request refused',
      });
    });
}

function corsOptionsFor(request: FastifyRequest, trusted: ReadonlySet<string>): FastifyCorsOptions {
  // Outside /api nothing is shared across origins: no CORS headers at all.
  if (!isApiPath(request)) return { origin: false };
  return {
    origin: allowedCorsOrigin(request.headers.origin, trusted),
    credentials: true,
    methods: [...CORS_ALLOWED_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    maxAge: CORS_MAX_AGE_SECONDS,
    // An OPTIONS request that names no method to ask about is no preflight: it goes to the
    // router like any request (and finds no route).
    preflight: isApiPreflight(request),
    strictPreflight: false,
  };
}

function isApiPath(request: FastifyRequest): boolean {
  const path = decodedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

function isApiPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers['access-control-request-method'] !== undefined &&
    isApiPath(request)
  );
}
