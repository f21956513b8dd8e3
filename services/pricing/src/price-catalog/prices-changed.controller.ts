import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { pricesChangedEventSchema, pricingSubjects } from '@shop/contracts';
import { PriceCatalogService } from './price-catalog.service.js';

/**
 * Every replica must reload its cache when prices change, so this subscription is deliberately
 * outside the `pricing` queue group (an empty queue name makes a plain NATS subscription;
 * in the group only one replica would hear the event).
 */
@Controller()
export class PricesChangedController {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  @EventPattern(pricingSubjects.pricesChanged, { queue: '' })
  // Whatever changed, the whole catalogue is reloaded; only the generation matters here (an
  // event without one, or one that does not parse, reloads unconditionally).
  async onPricesChanged(@Payload() event: unknown): Promise<void> {
    const parsed = pricesChangedEventSchema.safeParse(event);
    const generation = parsed.success ? parsed.data.generation : undefined;
    await this.catalog.refreshAfterChange(pricingSubjects.pricesChanged, generation);
  }
}
