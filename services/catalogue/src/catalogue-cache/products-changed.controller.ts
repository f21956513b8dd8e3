import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { catalogueSubjects, productsChangedEventSchema } from '@shop/contracts';
import { CatalogueCacheService } from './catalogue-cache.service.js';

/**
 * Every replica must reload its cache when the catalogue changes, so this subscription is
 * deliberately outside the `catalogue` queue group (an empty queue name makes a plain NATS
 * subscription; in the group only one replica would hear the event).
 */
@Controller()
export class ProductsChangedController {
  constructor(@Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService) {}

  @EventPattern(catalogueSubjects.productsChanged, { queue: '' })
  // Whatever changed, the whole catalogue is reloaded; only the generation matters here (an
  // event without one, or one that does not parse, reloads unconditionally).
  async onProductsChanged(@Payload() event: unknown): Promise<void> {
    const parsed = productsChangedEventSchema.safeParse(event);
    const generation = parsed.success ? parsed.data.generation : undefined;
    await this.cache.refreshAfterChange(catalogueSubjects.productsChanged, generation);
  }
}
