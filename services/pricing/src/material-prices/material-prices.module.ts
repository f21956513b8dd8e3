import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { MaterialPricesController } from './material-prices.controller.js';

@Module({ imports: [PriceCatalogModule], controllers: [MaterialPricesController] })
export class MaterialPricesModule {}
