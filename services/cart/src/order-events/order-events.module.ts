import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module.js';
import { OrderEventsConsumer } from './order-events.consumer.js';

/** The cart's durable consumer of placed orders, which takes their lines out of the carts. */
@Module({ imports: [CartsModule], providers: [OrderEventsConsumer] })
export class OrderEventsModule {}
