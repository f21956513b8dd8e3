import { type GatewayConfig } from '../config/gateway-config.js';

/** Methods that change nothing; every other method under /api is a mutation. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Port of the shell's webpack dev server (`npm run dev`). */
const DEV_SERVER_PORT = 4100;

/**
 * Origins whose pages may send mutations: PUBLIC_ORIGIN, TRUSTED_ORIGINS, and outside
 * production the gateway's own local addresses and the dev server.
 */
export function trustedOrigins(config: GatewayConfig): ReadonlySet<string> {
  const origins = [new URL(config.PUBLIC_ORIGIN).origin, ...config.TRUSTED_ORIGINS];
  if (config.NODE_ENV !== 'production') {
    origins.push(
      `http://localhost:${config.PORT}`,
      `http://127.0.0.1:${config.PORT}`,
      `http://localhost:${DEV_SERVER_PORT}`,
    );
  }
  return new Set(origins);
}

/**
 * True for a mutation (on any path) that a page of another site sent: the browser says so
 * (`Sec-Fetch-Site: cross-site`), or the `Origin` is not one we trust (`null` included). A request
 * without either header (curl, server-to-server) is no browser's cross-site request and passes;
 * SameSite=Lax keeps the session cookie off cross-site POSTs as a second line.
 */
export function isCrossSiteMutation(
  method: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  trusted: ReadonlySet<string>,
): boolean {
  // Every path, not only /api: the router decodes `/%61pi` to `/api`, so a prefix test on the raw
  // URL could be walked around, and nothing outside /api takes a mutation anyway.
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return typeof origin !== 'string' || !trusted.has(origin);
}
