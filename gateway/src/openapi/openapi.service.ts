import { readFileSync } from 'node:fs';
import { Inject, Injectable, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { cartCookieName } from '../cart/cart-cookie.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { API_PREFIX } from '../http/api-prefix.js';
import { routesOf } from './documented-routes.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * The gateway's OpenAPI description, built once from the routes of every controller when the
 * application starts: a route documented wrongly (an example its contract refuses) stops the
 * start rather than reaching a reader.
 */
@Injectable()
export class OpenApiService implements OnApplicationBootstrap {
  private built?: { document: OpenApiDocument; json: string };

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    const controllers = this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype)
      .filter((metatype): metatype is Type => typeof metatype === 'function');
    const document = buildOpenApiDocument(routesOf(controllers, API_PREFIX), {
      publicOrigin: new URL(this.config.PUBLIC_ORIGIN).origin,
      version,
      cookies: { session: this.config.SESSION_COOKIE_NAME, cart: cartCookieName(this.config) },
    });
    this.built = { document, json: JSON.stringify(document) };
  }

  /** The document as JSON text, written once. */
  json(): string {
    if (!this.built) throw new Error('The API description is built when the application starts');
    return this.built.json;
  }
}
