import { Module } from '@nestjs/common';
import { LinePricingModule } from '../line-pricing/line-pricing.module.js';
import { PriceEventsModule } from '../price-events/price-events.module.js';
import { CartStore } from './cart-store.js';
import { CartsController } from './carts.controller.js';
import { CartsService } from './carts.service.js';

@Module({
  imports: [LinePricingModule, PriceEventsModule],
  controllers: [CartsController],
  providers: [CartStore, CartsService],
  exports: [CartStore],
})
export class CartsModule {}
