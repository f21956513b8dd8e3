import { type NestFastifyApplication, RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';

/**
 * Largest JSON body the API accepts, unless a route sets its own with `@BodyLimit`; above it the
 * caller gets 413.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Key of the route config that carries a route's own body limit. */
const BODY_LIMIT_CONFIG_KEY = 'bodyLimit';

/**
 * Gives one route a body limit other than the gateway's default (the adapter's `bodyLimit`), e.g.
 * a larger one for a route that takes a DXF file. Takes effect through
 * `applyRouteBodyLimits`, which must run before the routes are registered (`app.init()`).
 */
export const BodyLimit = (bytes: number): MethodDecorator =>
  RouteConfig({ [BODY_LIMIT_CONFIG_KEY]: bytes });

/**
 * Fastify takes a per-route `bodyLimit` (and answers 413 above it, before reading the whole body),
 * but Nest's route decorators only pass `config`: this copies the `@BodyLimit` value across as
 * each route is registered.
 */
export function applyRouteBodyLimits(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const bytes = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_CONFIG_KEY];
      if (typeof bytes === 'number') route.bodyLimit = bytes;
    });
}

/** The body limit a route handler answers 413 above: its own `@BodyLimit`, else the default. */
export function bodyLimitOf(handler: object): number {
  const config: unknown = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler);
  const bytes = (config as Record<string, unknown> | undefined)?.[BODY_LIMIT_CONFIG_KEY];
  return typeof bytes === 'number' ? bytes : BODY_LIMIT_BYTES;
}
