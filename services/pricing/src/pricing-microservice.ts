import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { queueGroups } from '@shop/contracts';
import { createNatsMicroservice } from '@shop/nest-kit';
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
  const app = await createNatsMicroservice(AppModule.forRoot(config), {
    nats: config,
    name: 'pricing',
    queue: queueGroups.pricing,
    logger,
  });
  // A change event published while this process was cut off from NATS is lost for it;
  // reloading after every reconnect keeps a replica from serving stale prices for ever.
  app.on(
    'reconnect',
    () => void app.get(PriceCatalogService).refreshAfterChange('a NATS reconnect'),
  );
  return app;
}
