import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type NatsOptions } from '@nestjs/microservices';
import { queueGroups } from '@shop/contracts';
import { natsConnectionOptions, RpcErrorBodyFilter } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { PricingConfig } from './config/pricing-config.js';
import { PriceCatalogService } from './price-catalog/price-catalog.service.js';

/**
 * Builds the pricing microservice (not yet listening): NATS transport in the `pricing` queue
 * group, errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export async function createPricingMicroservice(
  config: PricingConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<NatsOptions>(AppModule.forRoot(config), {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(config.NATS_URL, 'pricing'),
      queue: queueGroups.pricing,
      // On shutdown: unsubscribe first, let requests in flight finish, then close.
      gracefulShutdown: true,
      gracePeriod: 500,
    },
    logger,
    // Let start-up errors reach our handler instead of Nest's process.abort().
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorBodyFilter());
  // A change event published while this process was cut off from NATS is lost for it;
  // reloading after every reconnect keeps a replica from serving stale prices for ever.
  app.on(
    'reconnect',
    () => void app.get(PriceCatalogService).refreshAfterChange('a NATS reconnect'),
  );
  return app;
}
