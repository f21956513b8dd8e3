import { type NestFastifyApplication, RouteConfig } from '@nestjs/platform-fastify';

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
