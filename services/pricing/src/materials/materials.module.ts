import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { MaterialManufacturingController } from './material-manufacturing.controller.js';
import { MaterialManufacturingService } from './material-manufacturing.service.js';
import { MaterialsController } from './materials.controller.js';
import { MaterialsService } from './materials.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [MaterialsController, MaterialManufacturingController],
  providers: [MaterialsService, MaterialManufacturingService],
})
export class MaterialsModule {}
