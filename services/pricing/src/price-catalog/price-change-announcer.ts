import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { pricingSubjects, type PricesChangedEvent } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { lastValueFrom, timeout } from 'rxjs';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';
import { PriceCatalogService } from './price-catalog.service.js';

const PUBLISH_TIMEOUT_MS = 2_000;

/**
 * Tells everyone that prices changed after a committed write: publishes `pricing.prices.changed`
 * (every replica reloads its cache on it) and reloads this replica's cache before the write is
 * answered, so the admin's next quote already sees the new price here.
 */
@Injectable()
export class PriceChangeAnnouncer implements OnApplicationShutdown {
  private readonly logger = new Logger('PriceChangeAnnouncer');
  private readonly client: ClientProxy;

  constructor(
    @Inject(PRICING_CONFIG) config: PricingConfig,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
  ) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(config.NATS_URL, 'pricing-events'),
    });
  }

  /** Never throws: the write is committed whatever happens here. */
  async announce(event: PricesChangedEvent): Promise<void> {
    await Promise.all([this.publish(event), this.catalog.refreshAfterChange(event.change)]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  private async publish(event: PricesChangedEvent): Promise<void> {
    try {
      await lastValueFrom(
        this.client.emit(pricingSubjects.pricesChanged, event).pipe(timeout(PUBLISH_TIMEOUT_MS)),
        { defaultValue: undefined },
      );
    } catch (error) {
      // Other replicas also reload after every NATS reconnect, so they catch up once NATS is back.
      this.logger.error(
        `Publishing ${pricingSubjects.pricesChanged} after ${event.change} failed: ${String(error)}`,
      );
    }
  }
}
