import { quoteIdentifier } from './quote-identifier.js';

/** The part of a TypeORM DataSource that preparing a schema needs; nest-kit does not depend on TypeORM. */
export interface MigratingDataSource {
  createQueryRunner(): {
    connect(): Promise<unknown>;
    query(sql: string, parameters?: unknown[]): Promise<unknown>;
    release(): Promise<void>;
  };
  runMigrations(options: { transaction: 'all' }): Promise<unknown>;
}

/**
 * Brings a schema up to date: creates it (TypeORM cannot create its migrations table in a schema
 * that does not exist), runs pending migrations in one transaction, then `seed` (which must be
 * idempotent). A session-level advisory lock per schema serialises replicas that start at the
 * same moment.
 */
export async function prepareSchema<Outcome>(
  dataSource: MigratingDataSource,
  schema: string,
  seed: () => Promise<Outcome>,
): Promise<Outcome> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`schema:${schema}`]);
    try {
      await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      await dataSource.runMigrations({ transaction: 'all' });
      return await seed();
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [`schema:${schema}`]);
    }
  } finally {
    await lockRunner.release();
  }
}
