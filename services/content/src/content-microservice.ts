import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type NatsOptions } from '@nestjs/microservices';
import { queueGroups } from '@shop/contracts';
import { natsConnectionOptions, RpcErrorBodyFilter } from '@shop/nest-kit';
import { AppModule } from './app.module.js';
import type { ContentConfig } from './config/content-config.js';

/**
 * Builds the content microservice (not yet listening): NATS transport in the `content` queue
 * group, errors as ErrorBody. Shared by `main.ts` and the integration tests.
 */
export async function createContentMicroservice(
  config: ContentConfig,
  logger: LoggerService | false,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<NatsOptions>(AppModule.forRoot(config), {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(config.NATS_URL, 'content'),
      queue: queueGroups.content,
      // On shutdown: unsubscribe first, let requests in flight finish, then close.
      gracefulShutdown: true,
      gracePeriod: 500,
    },
    logger,
    // Let start-up errors reach our handler instead of Nest's process.abort().
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorBodyFilter());
  return app;
}
