import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { PriceCalculationController } from './price-calculation.controller.js';
import { PriceCalculationService } from './price-calculation.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [PriceCalculationController],
  providers: [PriceCalculationService],
})
export class PriceCalculationModule {}
