import { Module } from '@nestjs/common';
import { PriceChangeAnnouncer } from './price-change-announcer.js';
import { DatabasePriceCatalogSource, PRICE_CATALOG_SOURCE } from './price-catalog-source.js';
import { PriceCatalogService } from './price-catalog.service.js';
import { PricesChangedController } from './prices-changed.controller.js';

@Module({
  controllers: [PricesChangedController],
  providers: [
    PriceCatalogService,
    PriceChangeAnnouncer,
    { provide: PRICE_CATALOG_SOURCE, useClass: DatabasePriceCatalogSource },
  ],
  exports: [PriceCatalogService, PriceChangeAnnouncer],
})
export class PriceCatalogModule {}
