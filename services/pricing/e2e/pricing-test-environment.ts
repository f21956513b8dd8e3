import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { createServiceLogger, natsConnectionOptions } from '@shop/nest-kit';
import { testDatabaseUrl, testNatsConfig, testNatsEnv } from '@shop/test-kit';
import type pg from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { pricingConfigSchema, type PricingConfig } from '../src/config/pricing-config.js';
import { createPricingMicroservice } from '../src/pricing-microservice.js';

export const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** The service's configuration as its start parses it, with the defaults of what is not given. */
export function testConfig(schema: string, nats = natsUrl): PricingConfig {
  return pricingConfigSchema.parse({
    NATS_URL: nats,
    ...testNatsEnv('pricing'),
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schema,
    LOG_LEVEL: 'error',
  });
}

/** Starts the real pricing microservice on the real NATS, as `main.ts` does. */
export async function startPricingService(
  schema: string,
  nats = natsUrl,
): Promise<INestMicroservice> {
  const app = await createPricingMicroservice(
    testConfig(schema, nats),
    createServiceLogger('pricing-e2e', 'error'),
  );
  await app.listen();
  return app;
}

/** A NATS client as the gateway has one. */
export async function connectNatsClient(nats = natsUrl): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(testNatsConfig(nats, 'gateway'), 'pricing-e2e-client'),
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

export async function countRows(
  database: pg.Client,
  schema: string,
): Promise<{ materials: number; prices: number; settings: number }> {
  const { rows } = await database.query<{ materials: number; prices: number; settings: number }>(
    `SELECT (SELECT count(*)::int FROM "${schema}".materials) AS materials,
            (SELECT count(*)::int FROM "${schema}".material_prices) AS prices,
            (SELECT count(*)::int FROM "${schema}".system_settings) AS settings`,
  );
  return rows[0]!;
}
