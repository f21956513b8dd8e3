import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { OffersController } from './offers.controller.js';
import { OffersService } from './offers.service.js';

/** Written offers of carts. */
@Module({ imports: [OrdersModule], controllers: [OffersController], providers: [OffersService] })
export class OffersModule {}
