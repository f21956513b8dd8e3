import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesService } from './quotes.service.js';

/** Written quotes of carts. */
@Module({ imports: [OrdersModule], controllers: [QuotesController], providers: [QuotesService] })
export class QuotesModule {}
