import type { DynamicModule, INestMicroservice, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type NatsOptions } from '@nestjs/microservices';
import { RpcErrorBodyFilter } from '../errors/rpc-exception.filter.js';
import { natsConnectionOptions } from './nats-options.js';

export interface NatsMicroserviceOptions {
  natsUrl: string;
  /** The connection's name as NATS shows it. */
  name: string;
  /** The queue group: one replica of the service answers each request. */
  queue: string;
  /** `false` for silent tests. */
  logger: LoggerService | false;
}

/**
 * Builds a microservice (not yet listening) on the NATS transport in a queue group, answering
 * errors as ErrorBody. On shutdown it unsubscribes first and lets requests in flight finish.
 */
export async function createNatsMicroservice(
  appModule: DynamicModule,
  options: NatsMicroserviceOptions,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<NatsOptions>(appModule, {
    transport: Transport.NATS,
    options: {
      ...natsConnectionOptions(options.natsUrl, options.name),
      queue: options.queue,
      // On shutdown: unsubscribe first, let requests in flight finish, then close.
      gracefulShutdown: true,
      gracePeriod: 500,
    },
    logger: options.logger,
    // Let start-up errors reach our handler instead of Nest's process.abort().
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorBodyFilter());
  return app;
}
