import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { pricingSubjects } from '@shop/contracts';
import { PriceCatalogService } from './price-catalog.service.js';

/**
 * Every replica must drop its cache when prices change, so this subscription is deliberately
 * outside the `pricing` queue group (an empty queue name makes a plain NATS subscription;
 * in the group only one replica would hear the event).
 */
@Controller()
export class PricesChangedController {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  @EventPattern(pricingSubjects.pricesChanged, { queue: '' })
  // The event carries no data we need: whatever changed, the whole catalogue is reloaded.
  async onPricesChanged(@Payload() _event: unknown): Promise<void> {
    await this.catalog.refreshAfterChange();
  }
}
