import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { createServiceLogger } from '@shop/nest-kit';
import { InProcessService, throwAwaySchemaEnv } from '@shop/test-kit';
import { createCatalogueMicroservice } from '../src/catalogue-microservice.js';
import type { CatalogueConfig } from '../src/config/catalogue-config.js';

export function testConfig(schema: string, nats: string): CatalogueConfig {
  return { ...throwAwaySchemaEnv('catalogue', nats, schema), LOG_LEVEL: 'error' };
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

/** The catalogue in this process on a schema of its own (`catalogue_test_<random>`). */
export function catalogueInProcess(schemaPrefix = 'catalogue_test'): InProcessService {
  return new InProcessService({ schemaPrefix, start: startCatalogueService });
}
