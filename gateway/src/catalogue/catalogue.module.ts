import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { AdminProductDimensionsController } from './admin-product-dimensions.controller.js';
import { AdminProductReadController } from './admin-product-read.controller.js';
import { AdminProductsController } from './admin-products.controller.js';
import { CatalogueClient } from './catalogue.client.js';
import { CategoriesController } from './categories.controller.js';
import { ProductsController } from './products.controller.js';

/**
 * HTTP routes of the catalogue service: validate with the contract, then one NATS request.
 * Category and product reads are public; the Admin* controllers (product writes and every
 * product-dimension call) are guarded as a whole by the AdminGuard.
 */
@Module({
  imports: [NatsModule],
  controllers: [
    CategoriesController,
    ProductsController,
    AdminProductsController,
    AdminProductReadController,
    AdminProductDimensionsController,
  ],
  providers: [CatalogueClient],
  exports: [CatalogueClient],
})
export class CatalogueModule {}
