import { Module } from '@nestjs/common';
import { DatabasePriceCatalogSource, PRICE_CATALOG_SOURCE } from './price-catalog-source.js';
import { PriceCatalogService } from './price-catalog.service.js';
import { PricesChangedController } from './prices-changed.controller.js';

@Module({
  controllers: [PricesChangedController],
  providers: [
    PriceCatalogService,
    { provide: PRICE_CATALOG_SOURCE, useClass: DatabasePriceCatalogSource },
  ],
  exports: [PriceCatalogService],
})
export class PriceCatalogModule {}
