import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { CheckoutInputs } from './checkout-inputs.js';
import { LineFreezer } from './frozen-lines.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { OrderAdminService } from './order-admin.service.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrdersController } from './orders.controller.js';

/** Placing orders from carts, and the admin's work with them. */
@Module({
  imports: [OutboxModule],
  controllers: [OrdersController],
  providers: [
    CheckoutInputs,
    LineFreezer,
    IdempotencyKeys,
    OrderPlacementService,
    OrderAdminService,
  ],
  exports: [CheckoutInputs, LineFreezer],
})
export class OrdersModule {}
