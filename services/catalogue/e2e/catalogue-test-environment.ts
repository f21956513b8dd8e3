import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { createServiceLogger, natsConnectionOptions } from '@shop/nest-kit';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { createCatalogueMicroservice } from '../src/catalogue-microservice.js';
import type { CatalogueConfig } from '../src/config/catalogue-config.js';
import { createDatabase } from '../src/database/postgres-connection.js';

/** Integration tests use their own database and a throw-away schema per test file. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_test';

export function throwAwaySchemaName(): string {
  return `catalogue_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export function testConfig(schema: string, nats: string): CatalogueConfig {
  return { NATS_URL: nats, DATABASE_URL: testDatabaseUrl, DB_SCHEMA: schema, LOG_LEVEL: 'error' };
}

/** A direct connection to the test database, to look at and change stored rows. */
export async function connectTestDatabase(): Promise<pg.Client> {
  await createDatabase(testDatabaseUrl);
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  return client;
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
    options: natsConnectionOptions(nats, 'catalogue-e2e-client'),
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

export async function dropSchema(database: pg.Client, schema: string): Promise<void> {
  await database.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}

/** Polls until `check` passes or the time is up; returns the last failure otherwise. */
export async function eventually(
  check: () => void | Promise<void>,
  withinMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
