import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { catalogueSubjects, type ProductsChangedEvent } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { lastValueFrom, timeout } from 'rxjs';
import { CATALOGUE_CONFIG, type CatalogueConfig } from '../config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';

const PUBLISH_TIMEOUT_MS = 2_000;

/**
 * Tells everyone that the catalogue changed after a committed write: publishes
 * `catalogue.products.changed` (every replica reloads its cache on it) and reloads this
 * replica's cache before the write is answered, so the admin's next read already sees it.
 */
@Injectable()
export class ProductsChangedAnnouncer implements OnApplicationShutdown {
  private readonly logger = new Logger('ProductsChangedAnnouncer');
  private readonly client: ClientProxy;

  constructor(
    @Inject(CATALOGUE_CONFIG) config: CatalogueConfig,
    @Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService,
  ) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(config.NATS_URL, 'catalogue-events'),
    });
  }

  /** Never throws: the write is committed whatever happens here. */
  async announce(event: ProductsChangedEvent): Promise<void> {
    await Promise.all([this.publish(event), this.cache.refreshAfterChange(event.change)]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  private async publish(event: ProductsChangedEvent): Promise<void> {
    try {
      await lastValueFrom(
        this.client
          .emit(catalogueSubjects.productsChanged, event)
          .pipe(timeout(PUBLISH_TIMEOUT_MS)),
        { defaultValue: undefined },
      );
    } catch (error) {
      // Other replicas also reload after every NATS reconnect, so they catch up once NATS is back.
      this.logger.error(
        `Publishing ${catalogueSubjects.productsChanged} after ${event.change} failed: ${String(error)}`,
      );
    }
  }
}
