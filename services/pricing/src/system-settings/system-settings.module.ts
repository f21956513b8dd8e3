import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { SystemSettingsController } from './system-settings.controller.js';
import { SystemSettingsService } from './system-settings.service.js';

@Module({
  imports: [PriceCatalogModule],
  controllers: [SystemSettingsController],
  providers: [SystemSettingsService],
})
export class SystemSettingsModule {}
