import { RouteConfig } from '@nestjs/platform-fastify';
import { type ReadCacheArea } from './read-cache-areas.js';

/** Key of the route config that names a route's read cache area. */
export const READ_CACHE_CONFIG_KEY = 'readCache';

/**
 * Marks a public GET route whose successful answers the gateway keeps as bytes with an ETag
 * (see ReadCacheHooks) until a change event of `area` drops them. Only for answers that are
 * the same for every visitor: nothing that depends on a cookie, a session or a header.
 */
export const CachedRead = (area: ReadCacheArea): MethodDecorator =>
  RouteConfig({ [READ_CACHE_CONFIG_KEY]: area });
