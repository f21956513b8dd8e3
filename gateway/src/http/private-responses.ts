import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/** Paths whose every answer is private to one visitor or admin (errors and logout included). */
const PRIVATE_PREFIXES = ['/api/admin', '/api/cart'];

/** Methods that change nothing; the answer to any other method under /api is never cached. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when an answer must carry `Cache-Control: no-store`: anything under /api/admin or
 * /api/cart, the answer to any mutation under /api, and any /api answer to a browser that holds
 * the admin session cookie (admin-only reads such as /api/product-dimensions). `path` is the
 * route the router matched (`/api/cart/:id`) or, for an unknown route, the decoded request path,
 * so `/%61pi/cart` counts as `/api/cart` just as the router sees it.
 */
export function needsNoStore(method: string, path: string, hasSessionCookie: boolean): boolean {
  const api = isUnder(path, '/api');
  if (!api) return false;
  if (PRIVATE_PREFIXES.some((prefix) => isUnder(path, prefix))) return true;
  return !SAFE_METHODS.has(method.toUpperCase()) || hasSessionCookie;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The request path without its query, percent-decoded like the router does (raw if malformed). */
export function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One global place that keeps admin and cart answers out of every cache: an `onSend` hook, so it
 * covers controllers' answers, errors from filters, 403s from earlier hooks, 404s and 413s alike,
 * and no controller can forget it or override it.
 */
export function registerPrivateResponses(
  app: NestFastifyApplication,
  sessionCookieName: string,
): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      const path = matchedRoute(request.routeOptions.url) ?? decodedPath(request.url);
      const hasSession = hasCookie(request.headers.cookie, sessionCookieName);
      if (needsNoStore(request.method, path, hasSession)) {
        void reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
}

/**
 * The route the router matched, unless it is a catch-all (the CORS preflight route takes every
 * OPTIONS request, the static files every other path), which says nothing about the path.
 */
function matchedRoute(url: string | undefined): string | undefined {
  return url === undefined || url.endsWith('*') ? undefined : url;
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}
