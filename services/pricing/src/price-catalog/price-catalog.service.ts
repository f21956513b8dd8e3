import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { ReloadingCache } from '@shop/nest-kit';
import { PriceCatalogSnapshot } from './price-catalog-snapshot.js';
import { PRICE_CATALOG_SOURCE, type PriceCatalogSource } from './price-catalog-source.js';

/**
 * Materials, price rows and settings held in memory: loaded before the service listens and
 * reloaded when `pricing.prices.changed` arrives, so no quote ever waits for the database.
 * See ReloadingCache for how bursts of events and failed reloads are handled.
 */
@Injectable()
export class PriceCatalogService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PriceCatalog');
  private readonly cache: ReloadingCache<PriceCatalogSnapshot>;

  constructor(@Inject(PRICE_CATALOG_SOURCE) source: PriceCatalogSource) {
    this.cache = new ReloadingCache({
      name: 'price cache',
      load: async () => new PriceCatalogSnapshot(await source.load()),
      logger: this.logger,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.logger.log(`Loaded ${this.snapshot.materials.length} materials into the price cache`);
  }

  onModuleDestroy(): void {
    this.cache.stopRetrying();
  }

  /** The data of the latest successful load. */
  get snapshot(): PriceCatalogSnapshot {
    const snapshot = this.cache.snapshot;
    if (!snapshot) throw new Error('Price catalogue used before it was loaded');
    return snapshot;
  }

  /** Loads the catalogue again; resolves once data at least as new as this call is in place. */
  reload(): Promise<void> {
    return this.cache.reload();
  }

  /** Reload for an event: failures are logged and retried instead of thrown. */
  refreshAfterChange(reason = 'pricing.prices.changed'): Promise<void> {
    return this.cache.refreshAfterChange(reason);
  }
}
