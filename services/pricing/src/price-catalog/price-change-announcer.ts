import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { pricingSubjects, priceEventsStream, type PricesChangedEvent } from '@shop/contracts';
import { JetStreamEventPublisher } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';
import { PriceCatalogService } from './price-catalog.service.js';

/**
 * Tells everyone that prices changed after a committed write: publishes `pricing.prices.changed`
 * (every replica reloads its cache on it) and reloads this replica's cache before the write is
 * answered, so the admin's next quote already sees the new price here.
 */
@Injectable()
export class PriceChangeAnnouncer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly publisher: JetStreamEventPublisher;

  constructor(
    @Inject(PRICING_CONFIG) config: PricingConfig,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
  ) {
    this.publisher = new JetStreamEventPublisher({
      stream: priceEventsStream,
      nats: config,
      name: 'pricing-events',
      logger: new Logger('PriceChangeAnnouncer'),
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
   * This replica's cache is reloaded before the event goes out: a cart that re-prices on the
   * event and asks this replica gets the new prices, never the old ones under the new generation.
   * (Another replica reloads when the plain event reaches it, within milliseconds.)
   */
  async announce(event: PricesChangedEvent): Promise<void> {
    const changeId = randomUUID();
    await this.catalog.refreshAfterChange(event.change);
    await this.publisher.publish(
      pricingSubjects.pricesChanged,
      { ...event, changeId },
      changeId,
      event.change,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
