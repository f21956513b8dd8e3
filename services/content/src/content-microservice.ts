import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { queueGroups } from '@shop/contracts';
import { createNatsMicroservice } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { ContentConfig } from './config/content-config.js';

/**
 * Builds the content microservice (not yet listening): NATS transport in the `content` queue
 * group, errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export function createContentMicroservice(
  config: ContentConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  return createNatsMicroservice(AppModule.forRoot(config), {
    nats: config,
    name: 'content',
    queue: queueGroups.content,
    logger,
  });
}
