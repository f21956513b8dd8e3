import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { queueGroups } from '@shop/contracts';
import { createNatsMicroservice } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { CatalogueConfig } from './config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache/catalogue-cache.service.js';

/**
 * Builds the catalogue microservice (not yet listening): NATS transport in the `catalogue` queue
 * group, errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export async function createCatalogueMicroservice(
  config: CatalogueConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  const app = await createNatsMicroservice(AppModule.forRoot(config), {
    nats: config,
    name: 'catalogue',
    queue: queueGroups.catalogue,
    logger,
  });
  // A change event published while this process was cut off from NATS is lost for it;
  // reloading after every reconnect keeps a replica from serving a stale catalogue for ever.
  app.on(
    'reconnect',
    () => void app.get(CatalogueCacheService).refreshAfterChange('a NATS reconnect'),
  );
  return app;
}
