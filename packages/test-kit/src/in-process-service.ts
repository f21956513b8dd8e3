import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type pg from 'pg';
import { type PrivateNats, startPrivateNats } from './harness/nats.js';
import { connectNatsClient } from './nest-client.js';
import { connectTestDatabase, dropSchema, throwAwaySchemaName } from './throw-away-stores.js';

/** What {@link InProcessService} runs. */
export interface InProcessServiceOptions {
  /** Names its throw-away schema (`pricing_test` gives `pricing_test_<random>`). */
  schemaPrefix: string;
  /** Builds and starts the service on `schema` and the NATS at `natsUrl`, as its main.ts does. */
  start: (schema: string, natsUrl: string) => Promise<INestMicroservice>;
}

/** What a suite talks to once {@link InProcessService.start} has run. */
export interface InProcessServiceParts {
  nats: PrivateNats;
  /** The service itself, to reach its providers (`service.get(PriceCatalogService)`). */
  service: INestMicroservice;
  /** A Nest NATS client as the gateway has one. */
  client: ClientProxy;
  /** A connection to the test database, to look at and change the service's rows. */
  database: pg.Client;
}

/**
 * One of our services run in the test's own process, in a throw-away schema of its own and on a
 * private NATS, so no other replica answers its requests. `stop` closes everything `start`
 * opened and drops the schema.
 */
export class InProcessService {
  readonly schema: string;
  private parts: Partial<InProcessServiceParts> = {};

  constructor(private readonly options: InProcessServiceOptions) {
    this.schema = throwAwaySchemaName(options.schemaPrefix);
  }

  async start(): Promise<InProcessServiceParts> {
    const parts = this.parts;
    parts.nats = await startPrivateNats();
    parts.database = await connectTestDatabase();
    parts.service = await this.options.start(this.schema, parts.nats.url);
    parts.client = await connectNatsClient(parts.nats.url);
    return parts as InProcessServiceParts;
  }

  /** Closes what `start` opened (as far as it got), drops the schema and removes the NATS's data. */
  async stop(): Promise<void> {
    const { client, service, database, nats } = this.parts;
    await client?.close();
    await service?.close();
    if (database) {
      await dropSchema(this.schema, database);
      await database.end();
    }
    await nats?.dispose();
    this.parts = {};
  }
}
