import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { MaterialsController } from './materials.controller.js';

@Module({ imports: [PriceCatalogModule], controllers: [MaterialsController] })
export class MaterialsModule {}
