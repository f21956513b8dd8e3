import { prepareSchema } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { seedCatalogue, type SeedOutcome } from './seed.js';

/** Creates and migrates the catalogue schema, then adds the seed rows that are missing. */
export function prepareDatabase(dataSource: DataSource, schema: string): Promise<SeedOutcome> {
  return prepareSchema(dataSource, schema, () => seedCatalogue(dataSource.manager, schema));
}
