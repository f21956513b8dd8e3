import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { createServiceLogger, natsConnectionOptions } from '@shop/nest-kit';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import { provideEsmHtmlParserToJest } from '../../test-support/esm-html-parser.js';
import type { ContentConfig } from '../../src/config/content-config.js';
import { createDatabase } from '../../src/database/postgres-connection.js';

// The service's modules load sanitize-html, which Jest can only load once this has run.
await provideEsmHtmlParserToJest();
const { createContentMicroservice } = await import('../../src/content-microservice.js');
/** The service's own save path (the one its seed takes) and its sanitizer. */
export const { storeNewPosts } = await import('../../src/posts/store-posts.js');
export const { sanitizePostHtml } = await import('../../src/html/sanitize-post-html.js');

/** Integration tests use their own database and a throw-away schema per test file. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_test';

export function throwAwaySchemaName(): string {
  return `content_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export function testConfig(schema: string, natsUrl: string): ContentConfig {
  return {
    NATS_URL: natsUrl,
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schema,
    LOG_LEVEL: 'error',
  };
}

/** A direct connection to the test database, to look at and change stored rows. */
export async function connectTestDatabase(): Promise<pg.Client> {
  await createDatabase(testDatabaseUrl);
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  return client;
}

/** The real content microservice, as `main.ts` builds it; `listen` false runs start-up only. */
export async function startContentService(
  schema: string,
  natsUrl: string,
  options: { listen?: boolean } = {},
): Promise<INestMicroservice> {
  const app = await createContentMicroservice(
    testConfig(schema, natsUrl),
    createServiceLogger('content-e2e', 'error'),
  );
  if (options.listen === false) await app.init();
  else await app.listen();
  return app;
}

/** A NATS client as the gateway has one. */
export async function connectNatsClient(natsUrl: string): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(natsUrl, 'content-e2e-client'),
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
