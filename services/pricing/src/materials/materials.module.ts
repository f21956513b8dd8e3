import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { MaterialsController } from './materials.controller.js';
import { MaterialsService } from './materials.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [MaterialsController],
  providers: [MaterialsService],
})
export class MaterialsModule {}
