import type { DataSource } from 'typeorm';
import { quoteIdentifier } from './schema-name.js';

/**
 * Brings the gateway's schema up to date (creates it first: TypeORM cannot create its migrations
 * table in a schema that does not exist), then runs `afterMigrations` (the first admin) under the
 * same session-level advisory lock, so replicas starting together never race.
 */
export async function prepareDatabase<T>(
  dataSource: DataSource,
  schema: string,
  afterMigrations: () => Promise<T>,
): Promise<T> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`schema:${schema}`]);
    try {
      await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      await dataSource.runMigrations({ transaction: 'all' });
      return await afterMigrations();
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [`schema:${schema}`]);
    }
  } finally {
    await lockRunner.release();
  }
}
