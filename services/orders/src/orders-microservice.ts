import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { queueGroups } from '@shop/contracts';
import { createNatsMicroservice } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { OrdersConfig } from './config/orders-config.js';

/**
 * Builds the orders microservice (not yet listening): NATS transport in the `orders` queue group,
 * errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export function createOrdersMicroservice(
  config: OrdersConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  return createNatsMicroservice(AppModule.forRoot(config), {
    nats: config,
    name: 'orders',
    queue: queueGroups.orders,
    logger,
  });
}
