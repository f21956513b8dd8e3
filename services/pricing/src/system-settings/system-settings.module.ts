import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { SystemSettingsController } from './system-settings.controller.js';

@Module({ imports: [PriceCatalogModule], controllers: [SystemSettingsController] })
export class SystemSettingsModule {}
