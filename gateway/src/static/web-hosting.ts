import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayConfig } from '../config/gateway-config.js';
import { remoteOrigins } from './content-security-policy.js';
import { gatewaySecurityHeaderOptions, securityHeaders } from './security-headers.js';
import { staticFileHeaders } from './static-headers.js';

const logger = new Logger('WebHosting');

/** True when WEB_ROOT holds a build to serve (local mode); otherwise the gateway serves only /api. */
export function hasWebRoot(webRoot: string): boolean {
  return existsSync(webRoot) && statSync(webRoot).isDirectory();
}

/** Origins named in WEB_ROOT/remotes.json, read once at start for the CSP. */
export function readRemoteOrigins(webRoot: string): string[] {
  const manifestPath = join(webRoot, 'remotes.json');
  if (!existsSync(manifestPath)) return [];
  try {
    return remoteOrigins(JSON.parse(readFileSync(manifestPath, 'utf8')));
  } catch (error) {
    logger.warn(`Ignoring ${manifestPath}: ${(error as Error).message}`);
    return [];
  }
}

/**
 * Security headers for every response (registered first, so even errors carry them), then, in
 * local mode, compression and the built front ends from WEB_ROOT with their cache headers.
 */
export async function registerWebHosting(
  app: NestFastifyApplication,
  config: GatewayConfig,
): Promise<{ serving: boolean }> {
  const production = config.NODE_ENV === 'production';
  const serving = hasWebRoot(config.WEB_ROOT);
  const origins = serving ? readRemoteOrigins(config.WEB_ROOT) : [];

  // Registered first, so every response carries them, errors and static files included.
  const headers = securityHeaders(gatewaySecurityHeaderOptions(origins, production));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  if (!serving) return { serving };

  await app.register(fastifyCompress, {
    // JSON answers of the API are small; compressing them costs more than it saves.
    threshold: 1024,
    // Clients never send compressed bodies; skip the per-request decompression hook.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const webRoot = config.WEB_ROOT;
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    // With a rendering server, `/` is a page like any other (rendered), not the bare index.html:
    // the static files leave it to the not-found path, which forwards pages to the renderer.
    ...(config.SSR_URL ? { index: false, allowedPath: (path: string) => path !== '/' } : {}),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.headers(staticFileHeaders(relative(webRoot, filePath).split(sep).join('/')));
    },
  });
  logger.log(`Serving ${webRoot}${origins.length ? ` (remotes from ${origins.join(', ')})` : ''}`);
  return { serving };
}
