import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { CalculatePriceController } from './calculate-price.controller.js';
import { MaterialPricesController } from './material-prices.controller.js';
import { MaterialsController } from './materials.controller.js';
import { PricingClient } from './pricing.client.js';
import { SystemSettingsController } from './system-settings.controller.js';

/** HTTP routes of the pricing service: validate with the contract, then one NATS request. */
@Module({
  imports: [NatsModule],
  controllers: [
    MaterialsController,
    MaterialPricesController,
    CalculatePriceController,
    SystemSettingsController,
  ],
  providers: [PricingClient],
  exports: [PricingClient],
})
export class PricingModule {}
