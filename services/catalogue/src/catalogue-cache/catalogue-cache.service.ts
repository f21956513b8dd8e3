import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { ReloadingCache } from '@shop/nest-kit';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { CATALOGUE_SOURCE, type CatalogueSource } from './catalogue-source.js';

/**
 * Categories and products held in memory: loaded before the service listens and reloaded
 * when `catalogue.products.changed` arrives, so no shop read ever waits for the database.
 * See ReloadingCache for how bursts of events and failed reloads are handled.
 */
@Injectable()
export class CatalogueCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueCache');
  private readonly cache: ReloadingCache<CatalogueSnapshot>;

  constructor(@Inject(CATALOGUE_SOURCE) source: CatalogueSource) {
    this.cache = new ReloadingCache({
      name: 'catalogue cache',
      load: async () => new CatalogueSnapshot(await source.load()),
      logger: this.logger,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.logger.log(`Loaded ${this.snapshot.products.length} products into the catalogue cache`);
  }

  onModuleDestroy(): void {
    this.cache.stopRetrying();
  }

  /** The data of the latest successful load. */
  get snapshot(): CatalogueSnapshot {
    const snapshot = this.cache.snapshot;
    if (!snapshot) throw new Error('Catalogue used before it was loaded');
    return snapshot;
  }

  /** Loads the catalogue again; resolves once data at least as new as this call is in place. */
  reload(): Promise<void> {
    return this.cache.reload();
  }

  /** Reload for an event: failures are logged and retried instead of thrown. */
  refreshAfterChange(reason = 'catalogue.products.changed'): Promise<void> {
    return this.cache.refreshAfterChange(reason);
  }
}
