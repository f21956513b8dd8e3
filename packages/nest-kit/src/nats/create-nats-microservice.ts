import type { DynamicModule, INestMicroservice, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RpcErrorBodyFilter } from '../errors/rpc-exception.filter.js';
import { ServiceMetrics } from '../observability/service-metrics.js';
import { GracefulServerNats } from './graceful-server-nats.js';
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

export interface NatsMicroserviceOptions {
  /** Where NATS is and the process's NATS user (the service's config). */
  nats: NatsConnectionConfig;
  /** The connection's name as NATS shows it. */
  name: string;
  /** The queue group: one replica of the service answers each request. */
  queue: string;
  /** `false` for silent tests. */
  logger: LoggerService | false;
}

const servers = new WeakMap<INestMicroservice, GracefulServerNats>();

/** The NATS server of a microservice built by {@link createNatsMicroservice}. */
export function natsServerOf(app: INestMicroservice): GracefulServerNats | undefined {
  return servers.get(app);
}

/**
 * Builds a microservice (not yet listening) on NATS in a queue group, answering errors as
 * ErrorBody, with request ids, metrics and a draining shutdown (see GracefulServerNats).
 */
export async function createNatsMicroservice(
  appModule: DynamicModule,
  options: NatsMicroserviceOptions,
): Promise<INestMicroservice> {
  const server = new GracefulServerNats(
    { ...natsConnectionOptions(options.nats, options.name), queue: options.queue },
    new ServiceMetrics(options.name),
  );
  const app = await NestFactory.createMicroservice(appModule, {
    strategy: server,
    logger: options.logger,
    // Let start-up errors reach our handler instead of Nest's process.abort().
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorBodyFilter());
  servers.set(app, server);
  return app;
}
