import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { createServiceLogger, natsConnectionOptions } from '@shop/nest-kit';
import { testDatabaseUrl, testNatsConfig, testNatsEnv } from '@shop/test-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { createCatalogueMicroservice } from '../src/catalogue-microservice.js';
import type { CatalogueConfig } from '../src/config/catalogue-config.js';

export function testConfig(schema: string, nats: string): CatalogueConfig {
  return {
    NATS_URL: nats,
    ...testNatsEnv('catalogue'),
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schema,
    LOG_LEVEL: 'error',
  };
}

/** Starts the real catalogue microservice on the given NATS, as `main.ts` does. */
export async function startCatalogueService(
  schema: string,
  nats: string,
): Promise<INestMicroservice> {
  const app = await createCatalogueMicroservice(
    testConfig(schema, nats),
    createServiceLogger('catalogue-e2e', 'error'),
  );
  await app.listen();
  return app;
}

/** A NATS client as the gateway has one. */
export async function connectNatsClient(nats: string): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(testNatsConfig(nats, 'gateway'), 'catalogue-e2e-client'),
  });
  await client.connect();
  return client;
}

/** Sends a request and resolves with the reply. */
export function request<T>(client: ClientProxy, subject: string, payload: unknown): Promise<T> {
  return firstValueFrom(client.send<T>(subject, payload).pipe(timeout(5_000)));
}

/** Sends a request that must fail and resolves with the error body it carried. */
export async function requestError(
  client: ClientProxy,
  subject: string,
  payload: unknown,
): Promise<ErrorBody> {
  let reply: unknown;
  try {
    reply = await request<unknown>(client, subject, payload);
  } catch (error) {
    return error as ErrorBody;
  }
  // Outside the try, so a success fails the test instead of passing as an "error body".
  throw new Error(`expected an error reply, got ${JSON.stringify(reply)}`);
}
