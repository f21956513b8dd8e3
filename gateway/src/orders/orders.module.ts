import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { OrderPartFiles } from './order-part-files.js';
import { OrderRateLimit } from './order-rate-limit.js';
import { OrdersClient } from './orders.client.js';
import { OrdersController } from './orders.controller.js';

/** `POST /api/orders` and the admin's orders routes, adapters to the orders service. */
@Module({
  imports: [NatsModule, RateLimitModule, CartModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersClient, OrderRateLimit, OrderPartFiles],
  exports: [OrdersClient],
})
export class OrdersModule {}
