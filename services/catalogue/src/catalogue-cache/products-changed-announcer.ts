import { Inject, Injectable, Logger } from '@nestjs/common';
import { catalogueSubjects, priceEventsStream, type ProductsChangedEvent } from '@shop/contracts';
import { ChangeAnnouncer } from '@shop/nest-kit';
import { CATALOGUE_CONFIG, type CatalogueConfig } from '../config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';

/**
 * Announces `catalogue.products.changed` after every committed admin write, with the generation
 * the write committed; this replica's catalogue cache is reloaded first (see ChangeAnnouncer).
 */
@Injectable()
export class ProductsChangedAnnouncer extends ChangeAnnouncer<ProductsChangedEvent> {
  constructor(
    @Inject(CATALOGUE_CONFIG) config: CatalogueConfig,
    @Inject(CatalogueCacheService) cache: CatalogueCacheService,
  ) {
    super({
      subject: catalogueSubjects.productsChanged,
      stream: priceEventsStream,
      nats: config,
      name: 'catalogue-events',
      cache,
      logger: new Logger('ProductsChangedAnnouncer'),
    });
  }
}
