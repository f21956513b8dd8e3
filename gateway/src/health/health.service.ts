import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type DependencyStatus, type HealthResponse } from '@shop/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CartClient } from '../cart/cart.client.js';
import { CatalogueClient } from '../catalogue/catalogue.client.js';
import { ContentClient } from '../content/content.client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { NatsClient } from '../nats/nats-client.js';
import { OrdersClient } from '../orders/orders.client.js';
import { PricingClient } from '../pricing/pricing.client.js';

/** Each check gets this long; a dependency that has not answered by then is "down". */
const CHECK_TIMEOUT_MS = 1000;

/**
 * Checks what the shop needs: PostgreSQL, Redis, NATS and every service behind the gateway. All
 * checks run at once and each is bounded by CHECK_TIMEOUT_MS, so the answer never hangs.
 */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly logger = new Logger(HealthService.name);
  private readonly postgres: pg.Pool;
  private readonly redis: Redis;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(NatsClient) private readonly nats: NatsClient,
    @Inject(PricingClient) private readonly pricing: PricingClient,
    @Inject(CatalogueClient) private readonly catalogue: CatalogueClient,
    @Inject(CartClient) private readonly cart: CartClient,
    @Inject(ContentClient) private readonly content: ContentClient,
    @Inject(OrdersClient) private readonly orders: OrdersClient,
  ) {
    this.postgres = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    this.postgres.on('error', (error) => this.logger.debug(`PostgreSQL: ${error.message}`));
    // Connects now and reconnects by itself; without an offline queue a PING while Redis is
    // away fails at once instead of waiting for the connection.
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: CHECK_TIMEOUT_MS,
    });
    this.redis.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
  }

  async check(): Promise<HealthResponse> {
    const [postgres, redis, pricing, catalogue, cart, content, orders] = await Promise.all([
      this.probe(async () => {
        await this.postgres.query('SELECT 1');
      }),
      this.probe(async () => {
        await this.redis.ping();
      }),
      this.probe(async () => {
        const health = await this.pricing.checkHealth(CHECK_TIMEOUT_MS);
        if (health.status !== 'up') throw new Error('pricing reports itself down');
      }),
      this.probe(async () => {
        const health = await this.catalogue.checkHealth(CHECK_TIMEOUT_MS);
        if (health.status !== 'up') throw new Error('catalogue reports itself down');
      }),
      this.probe(async () => {
        const health = await this.cart.checkHealth(CHECK_TIMEOUT_MS);
        if (health.status !== 'up') throw new Error('cart reports itself down');
      }),
      this.probe(async () => {
        const health = await this.content.checkHealth(CHECK_TIMEOUT_MS);
        if (health.status !== 'up') throw new Error('content reports itself down');
      }),
      this.probe(async () => {
        const health = await this.orders.checkHealth(CHECK_TIMEOUT_MS);
        if (health.status !== 'up') throw new Error('orders reports itself down');
      }),
    ]);
    const checks: Record<string, DependencyStatus> = {
      postgres,
      redis,
      nats: this.nats.isConnected() ? 'up' : 'down',
      pricing,
      catalogue,
      cart,
      content,
      orders,
    };
    const allUp = Object.values(checks).every((status) => status === 'up');
    return { status: allUp ? 'up' : 'down', checks };
  }

  /**
   * After the HTTP server has closed (Nest runs onModuleDestroy before that), so requests still
   * in flight during a shutdown get their answer rather than a 503.
   */
  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
    await this.postgres.end().catch(() => undefined);
  }

  private async probe(check: () => Promise<void>): Promise<DependencyStatus> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([check(), deadline]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
