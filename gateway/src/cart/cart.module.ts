import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { CartClient } from './cart.client.js';
import { CartController } from './cart.controller.js';
import { CartCookie } from './cart-cookie.js';

/** HTTP routes of the cart service: the cookie's cart id, the contract's body, one NATS request. */
@Module({
  imports: [NatsModule],
  controllers: [CartController],
  providers: [CartClient, CartCookie],
  exports: [CartClient, CartCookie],
})
export class CartModule {}
