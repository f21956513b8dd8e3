import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { pricingSubjects, type PricesChangedEvent } from '@shop/contracts';
import { EventPublisher } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';
import { PriceCatalogService } from './price-catalog.service.js';

/**
 * Tells everyone that prices changed after a committed write: publishes `pricing.prices.changed`
 * (every replica reloads its cache on it) and reloads this replica's cache before the write is
 * answered, so the admin's next quote already sees the new price here.
 */
@Injectable()
export class PriceChangeAnnouncer implements OnApplicationShutdown {
  private readonly publisher: EventPublisher;

  constructor(
    @Inject(PRICING_CONFIG) config: PricingConfig,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
  ) {
    this.publisher = new EventPublisher({
      natsUrl: config.NATS_URL,
      name: 'pricing-events',
      logger: new Logger('PriceChangeAnnouncer'),
    });
  }

  /** Never throws: the write is committed whatever happens here. */
  async announce(event: PricesChangedEvent): Promise<void> {
    await Promise.all([
      this.publisher.publish(pricingSubjects.pricesChanged, event, event.change),
      this.catalog.refreshAfterChange(event.change),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
