import { Module } from '@nestjs/common';
import { CatalogueCacheService } from './catalogue-cache.service.js';
import { CATALOGUE_SOURCE, DatabaseCatalogueSource } from './catalogue-source.js';
import { ProductsChangedAnnouncer } from './products-changed-announcer.js';
import { ProductsChangedController } from './products-changed.controller.js';

@Module({
  controllers: [ProductsChangedController],
  providers: [
    CatalogueCacheService,
    ProductsChangedAnnouncer,
    { provide: CATALOGUE_SOURCE, useClass: DatabaseCatalogueSource },
  ],
  exports: [CatalogueCacheService, ProductsChangedAnnouncer],
})
export class CatalogueCacheModule {}
