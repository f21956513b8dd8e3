import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [CatalogueCacheModule],
  controllers: [ProductsController],
  providers: [ProductsService],
})
export class ProductsModule {}
