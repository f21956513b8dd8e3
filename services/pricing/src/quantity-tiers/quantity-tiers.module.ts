import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { QuantityTiersController } from './quantity-tiers.controller.js';
import { QuantityTiersService } from './quantity-tiers.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [QuantityTiersController],
  providers: [QuantityTiersService],
})
export class QuantityTiersModule {}
