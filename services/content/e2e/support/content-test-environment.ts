import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { createServiceLogger, natsConnectionOptions } from '@shop/nest-kit';
import { testDatabaseUrl, testNatsConfig, testNatsEnv } from '@shop/test-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { provideEsmHtmlParserToJest } from '../../test-support/esm-html-parser.js';
import type { ContentConfig } from '../../src/config/content-config.js';

// The service's modules load sanitize-html, which Jest can only load once this has run.
await provideEsmHtmlParserToJest();
const { createContentMicroservice } = await import('../../src/content-microservice.js');
/** The service's own save path (the one its seed takes) and its sanitizer. */
export const { storeNewPosts } = await import('../../src/posts/store-posts.js');
export const { sanitizePostHtml } = await import('../../src/html/sanitize-post-html.js');

export function testConfig(schema: string, natsUrl: string): ContentConfig {
  return {
    NATS_URL: natsUrl,
    ...testNatsEnv('content'),
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schema,
    LOG_LEVEL: 'error',
  };
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
    options: natsConnectionOptions(testNatsConfig(natsUrl, 'gateway'), 'content-e2e-client'),
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
