import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { catalogueSubjects } from '@shop/contracts';
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
  // The event carries no data we need: whatever changed, the whole catalogue is reloaded.
  async onProductsChanged(@Payload() _event: unknown): Promise<void> {
    await this.cache.refreshAfterChange();
  }
}
