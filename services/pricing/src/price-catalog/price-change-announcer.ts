import { Inject, Injectable, Logger } from '@nestjs/common';
import { pricingSubjects, priceEventsStream, type PricesChangedEvent } from '@shop/contracts';
import { ChangeAnnouncer } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';
import { PriceCatalogService } from './price-catalog.service.js';

/**
 * Announces `pricing.prices.changed` after every committed admin write, with the generation the
 * write committed; this replica's price cache is reloaded first (see ChangeAnnouncer).
 */
@Injectable()
export class PriceChangeAnnouncer extends ChangeAnnouncer<PricesChangedEvent> {
  constructor(
    @Inject(PRICING_CONFIG) config: PricingConfig,
    @Inject(PriceCatalogService) catalog: PriceCatalogService,
  ) {
    super({
      subject: pricingSubjects.pricesChanged,
      stream: priceEventsStream,
      nats: config,
      name: 'pricing-events',
      cache: catalog,
      logger: new Logger('PriceChangeAnnouncer'),
    });
  }
}
