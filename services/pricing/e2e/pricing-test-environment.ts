import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { createServiceLogger } from '@shop/nest-kit';
import { InProcessService, throwAwaySchemaEnv } from '@shop/test-kit';
import type pg from 'pg';
import { pricingConfigSchema, type PricingConfig } from '../src/config/pricing-config.js';
import { createPricingMicroservice } from '../src/pricing-microservice.js';

export const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/** The service's configuration as its start parses it, with the defaults of what is not given. */
export function testConfig(schema: string, nats = natsUrl): PricingConfig {
  return pricingConfigSchema.parse({
    ...throwAwaySchemaEnv('pricing', nats, schema),
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

/** Pricing in this process on a schema of its own (`pricing_test_<random>`). */
export function pricingInProcess(schemaPrefix = 'pricing_test'): InProcessService {
  return new InProcessService({ schemaPrefix, start: startPricingService });
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
