import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { queueGroups } from '@shop/contracts';
import { createNatsMicroservice } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { CartConfig } from './config/cart-config.js';

/**
 * Builds the cart microservice (not yet listening): NATS transport in the `cart` queue group,
 * errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export function createCartMicroservice(
  config: CartConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  return createNatsMicroservice(AppModule.forRoot(config), {
    nats: config,
    name: 'cart',
    queue: queueGroups.cart,
    logger,
  });
}
