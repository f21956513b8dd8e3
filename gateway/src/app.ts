import { type NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { trustedOrigins } from './auth/cross-site-requests.js';
import { registerCrossSiteCheck, registerSessions } from './auth/sessions.js';
import { type GatewayConfig } from './config/gateway-config.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { registerCookies } from './http/cookies.js';
import { API_PREFIX } from './http/api-prefix.js';
import { registerCors } from './http/cors.js';
import { registerPrivateResponses } from './http/private-responses.js';
import { ReadCacheHooks } from './http/read-cache/read-cache-hooks.js';
import { GatewayReadCache } from './http/read-cache/read-cache.module.js';
import { applyRouteBodyLimits, BODY_LIMIT_BYTES } from './http/route-body-limit.js';
import { NatsClient } from './nats/nats-client.js';
import { registerRequestTracing, requestIdOptions } from './observability/request-tracing.js';
import { registerWebHosting } from './static/web-hosting.js';

/**
 * Longest path parameter the router accepts (Fastify answers 414 above it; its default is 100).
 * A blog slug may have 120 characters, and a somewhat longer one should get the contract's 400
 * naming the field rather than a bare 414.
 */
const MAX_PARAM_LENGTH = 200;

/**
 * Builds the gateway, connected to NATS and ready to `listen`. Shared by main.ts and the
 * integration tests, so both run exactly the same application.
 */
export async function createGatewayApp(
  config: GatewayConfig,
  logger: NestApplicationOptions['logger'],
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forConfig(config),
    new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      logger: false,
      trustProxy: config.TRUST_PROXY,
      // Fastify's defaults, stated because they are a control: a JSON body with a `__proto__` or
      // `constructor.prototype` key is refused with 400 before any handler sees it.
      onProtoPoisoning: 'error',
      onConstructorPoisoning: 'error',
      ...requestIdOptions,
    }),
    { logger, abortOnError: false },
  );
  // First, so every answer (a 403 or 404 included) carries the request id and is counted.
  registerRequestTracing(app);
  app.setGlobalPrefix(API_PREFIX);
  applyRouteBodyLimits(app);
  await registerCookies(app);
  const readCache = new ReadCacheHooks(app.get(GatewayReadCache), config.SESSION_COOKIE_NAME);
  // Before the compression: the cache keeps answers as they leave the controller.
  readCache.registerKeeping(app);
  const { serving } = await registerWebHosting(app, config);
  // Global, by URL prefix: no controller can forget `no-store` on admin and cart answers.
  registerPrivateResponses(app, config.SESSION_COOKIE_NAME);
  await registerCors(app, trustedOrigins(config));
  registerCrossSiteCheck(app, config);
  // Cached public reads: after the CORS and cross-site hooks (they still run for a cached answer);
  // visitors without a session are answered before the sessions, the others after them.
  readCache.registerBeforeSessions(app);
  await registerSessions(app, config);
  readCache.registerAfterSessions(app);
  app.useGlobalFilters(
    new HttpErrorFilter(serving ? 'index.html' : undefined, serving ? config.SSR_URL : undefined),
  );
  try {
    await app.get(NatsClient).connect();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
