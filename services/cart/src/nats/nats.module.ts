import { Global, Module } from '@nestjs/common';
import { ServiceRequester } from '@shop/nest-kit';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';

/** The cart's client for asking pricing and catalogue, with the cart's own reply timeout. */
@Global()
@Module({
  providers: [
    {
      provide: ServiceRequester,
      inject: [CART_CONFIG],
      useFactory: (config: CartConfig) =>
        new ServiceRequester({
          nats: config,
          clientName: 'cart-client',
          timeoutMs: config.PRICE_REQUEST_TIMEOUT_MS,
        }),
    },
  ],
  exports: [ServiceRequester],
})
export class NatsModule {}
