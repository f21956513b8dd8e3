import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { MaterialPricesController } from './material-prices.controller.js';
import { MaterialPricesService } from './material-prices.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [MaterialPricesController],
  providers: [MaterialPricesService],
})
export class MaterialPricesModule {}
