import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module.js';
import { ProductDimensionsController } from './product-dimensions.controller.js';
import { ProductDimensionsService } from './product-dimensions.service.js';

@Module({
  imports: [CatalogueCacheModule],
  controllers: [ProductDimensionsController],
  providers: [ProductDimensionsService],
})
export class ProductDimensionsModule {}
