import { quoteIdentifier } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { seedPricingData, type SeedOutcome } from './seed.js';

/**
 * Brings the schema up to date: creates it (TypeORM cannot create its migrations table in a
 * schema that does not exist), runs pending migrations, then the idempotent seed. A session-level
 * advisory lock per schema serialises replicas that start at the same moment.
 */
export async function prepareDatabase(
  dataSource: DataSource,
  schema: string,
): Promise<SeedOutcome> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`schema:${schema}`]);
    try {
      await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      await dataSource.runMigrations({ transaction: 'all' });
      return await seedPricingData(dataSource.manager, schema);
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [`schema:${schema}`]);
    }
  } finally {
    await lockRunner.release();
  }
}
