import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { catalogueSubjects, type ProductsChangedEvent } from '@shop/contracts';
import { EventPublisher } from '@shop/nest-kit';
import { CATALOGUE_CONFIG, type CatalogueConfig } from '../config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';

/**
 * Tells everyone that the catalogue changed after a committed write: publishes
 * `catalogue.products.changed` (every replica reloads its cache on it) and reloads this
 * replica's cache before the write is answered, so the admin's next read already sees it.
 */
@Injectable()
export class ProductsChangedAnnouncer implements OnApplicationShutdown {
  private readonly publisher: EventPublisher;

  constructor(
    @Inject(CATALOGUE_CONFIG) config: CatalogueConfig,
    @Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService,
  ) {
    this.publisher = new EventPublisher({
      natsUrl: config.NATS_URL,
      name: 'catalogue-events',
      logger: new Logger('ProductsChangedAnnouncer'),
    });
  }

  /** Never throws: the write is committed whatever happens here. */
  async announce(event: ProductsChangedEvent): Promise<void> {
    await Promise.all([
      this.publisher.publish(catalogueSubjects.productsChanged, event, event.change),
      this.cache.refreshAfterChange(event.change),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
