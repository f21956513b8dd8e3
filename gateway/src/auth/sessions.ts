import fastifySession from '@fastify/session';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayConfig } from '../config/gateway-config.js';
import { registerCookies } from '../http/cookies.js';
import { RedisConnection } from '../redis/redis.module.js';
import { isCrossSiteMutation, trustedOrigins } from './cross-site-requests.js';
import { RedisSessionStore } from './redis-session-store.js';
import { SessionValidity } from './session-validity.js';

/**
 * Answers 403 to every cross-site mutation under /api before anything else runs (no session
 * lookup, no body parsing), for every route there is or will be, the cart's included.
 */
export function registerCrossSiteCheck(app: NestFastifyApplication, config: GatewayConfig): void {
  const trusted = trustedOrigins(config);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (!isCrossSiteMutation(request.method, request.headers, trusted)) {
        done();
        return;
      }
      void reply.status(403).send({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Cross-site request refused',
      });
    });
}

/**
 * Server-side sessions in Redis behind an HttpOnly, SameSite=Lax cookie (Secure in production;
 * over plain http in local mode a Secure cookie would never come back: SESSION_COOKIE_SECURE).
 * `rolling` rewrites the session and its expiry on every request that carries the cookie: an idle
 * timeout of SESSION_IDLE_MINUTES. Anonymous visitors get no session and no cookie.
 */
export async function registerSessions(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<void> {
  const idleMs = Math.round(config.SESSION_IDLE_MINUTES * 60_000);
  await registerCookies(app);
  await app.register(fastifySession, {
    secret: config.SESSION_SECRET,
    cookieName: config.SESSION_COOKIE_NAME,
    store: new RedisSessionStore(
      app.get(RedisConnection).client,
      `${config.REDIS_KEY_PREFIX}session:`,
      idleMs,
    ),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.SESSION_COOKIE_SECURE === 'true' ? true : 'auto',
      path: '/',
      maxAge: idleMs,
    },
  });
  registerSessionValidity(app);
}

/**
 * Before every route: a session past its absolute lifetime, or older than its account's last
 * password change, is destroyed (see SessionValidity), so guards and `/api/admin/check` see none.
 */
function registerSessionValidity(app: NestFastifyApplication): void {
  const validity = app.get(SessionValidity, { strict: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', async (request, reply) => {
      try {
        await validity.enforce(request);
      } catch {
        return reply.status(503).send({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Sign-in and sessions are not available right now; try again shortly',
        });
      }
      return undefined;
    });
}
