import { prepareSchema } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { seedPricingData, type SeedOutcome } from './seed.js';

/** Creates and migrates the pricing schema, then adds the seed rows that are missing. */
export function prepareDatabase(dataSource: DataSource, schema: string): Promise<SeedOutcome> {
  return prepareSchema(dataSource, schema, () => seedPricingData(dataSource.manager, schema));
}
