import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { catalogueSubjects, priceEventsStream, type ProductsChangedEvent } from '@shop/contracts';
import { JetStreamEventPublisher } from '@shop/nest-kit';
import { CATALOGUE_CONFIG, type CatalogueConfig } from '../config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';

/**
 * Tells everyone that the catalogue changed after a committed write: publishes
 * `catalogue.products.changed` (every replica reloads its cache on it) and reloads this
 * replica's cache before the write is answered, so the admin's next read already sees it.
 */
@Injectable()
export class ProductsChangedAnnouncer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly publisher: JetStreamEventPublisher;

  constructor(
    @Inject(CATALOGUE_CONFIG) config: CatalogueConfig,
    @Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService,
  ) {
    this.publisher = new JetStreamEventPublisher({
      stream: priceEventsStream,
      nats: config,
      name: 'catalogue-events',
      logger: new Logger('ProductsChangedAnnouncer'),
    });
  }

  /**
   * Creates or updates the JetStream stream in the background (start is not held up by it; the
   * first publish makes sure of the stream again if this has not finished or failed).
   */
  onApplicationBootstrap(): void {
    void this.publisher.start();
  }

  /**
   * Never throws: the write is committed whatever happens here. Each call is one change with an
   * id of its own, published as the JetStream msg id, so a retried publish is stored once.
   */
  async announce(event: ProductsChangedEvent): Promise<void> {
    const changeId = randomUUID();
    await Promise.all([
      this.publisher.publish(
        catalogueSubjects.productsChanged,
        { ...event, changeId },
        changeId,
        event.change,
      ),
      this.cache.refreshAfterChange(event.change),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
