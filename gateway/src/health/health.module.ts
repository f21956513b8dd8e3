import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ContentModule } from '../content/content.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  imports: [NatsModule, PricingModule, CatalogueModule, CartModule, ContentModule, OrdersModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
