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
 * Tells everyone that the catalogue changed after a committed write: reloads this replica's cache
 * and then publishes `catalogue.products.changed` (every replica reloads its cache on it), both
 * before the write is answered, so the admin's next read already sees it.
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
   * This replica's cache is reloaded before the event goes out: whoever reads again on the event
   * (the gateway refilling its cached answers, a cart re-pricing) and is answered by this replica
   * gets the new catalogue, never the old one after the event. (Another replica reloads when the
   * plain event reaches it, within milliseconds.)
   */
  async announce(event: ProductsChangedEvent): Promise<void> {
    const changeId = randomUUID();
    await this.cache.refreshAfterChange(event.change);
    await this.publisher.publish(
      catalogueSubjects.productsChanged,
      { ...event, changeId },
      changeId,
      event.change,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
