import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { AdminQuantityTiersController } from './admin-quantity-tiers.controller.js';
import { QuantityTiersClient } from './quantity-tiers.client.js';
import { QuantityTiersController } from './quantity-tiers.controller.js';

/** `GET /api/quantity-tiers` for everyone; `PUT /api/quantity-tiers` for admins. */
@Module({
  imports: [NatsModule],
  controllers: [QuantityTiersController, AdminQuantityTiersController],
  providers: [QuantityTiersClient],
})
export class QuantityTiersModule {}
