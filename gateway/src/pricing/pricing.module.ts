import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { AdminMaterialPricesController } from './admin-material-prices.controller.js';
import { AdminMaterialsController } from './admin-materials.controller.js';
import { AdminMaterialManufacturingController } from './admin-material-manufacturing.controller.js';
import { AdminSystemSettingsController } from './admin-system-settings.controller.js';
import { CalculatePriceController } from './calculate-price.controller.js';
import { MaterialPricesController } from './material-prices.controller.js';
import { MaterialsController } from './materials.controller.js';
import { PricingClient } from './pricing.client.js';
import { SystemSettingsController } from './system-settings.controller.js';

/**
 * HTTP routes of the pricing service: validate with the contract, then one NATS request. Reads
 * are public; the Admin* controllers (writes) are guarded as a whole by the AdminGuard.
 */
@Module({
  imports: [NatsModule],
  controllers: [
    MaterialsController,
    MaterialPricesController,
    CalculatePriceController,
    SystemSettingsController,
    AdminMaterialsController,
    AdminMaterialManufacturingController,
    AdminMaterialPricesController,
    AdminSystemSettingsController,
  ],
  providers: [PricingClient],
  exports: [PricingClient],
})
export class PricingModule {}
