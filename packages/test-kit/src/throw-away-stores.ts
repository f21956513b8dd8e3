import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { localRedisUrl } from './harness/redis-keys.js';

/** The integration project's global setup creates this database and exports its URL. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_test';

/** The Redis of the machine (the jest global setup checked it is up); tests use key prefixes. */
export const testRedisUrl = localRedisUrl;

/**
 * A direct connection to the test database, to look at and change stored rows. The integration
 * project's global setup has created the database.
 */
export async function connectTestDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  return client;
}

/**
 * Runs one statement on a connection of its own to the test database, closed again afterwards,
 * and resolves with the rows it returned: for a test that looks at or changes a stored row once.
 */
export async function queryTestDatabase<Row extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  const client = await connectTestDatabase();
  try {
    return (await client.query<Row>(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}

/** A schema name nobody else uses: `prefix` and twelve random hex digits. */
export function throwAwaySchemaName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** A Redis key prefix nobody else uses: `prefix`, eight random characters and a colon. */
export function throwAwayKeyPrefix(prefix: string): string {
  return `${prefix}${randomUUID().slice(0, 8)}:`;
}

/**
 * Drops a throw-away schema with everything in it, through `database` if given (it stays open),
 * otherwise through a connection of its own to the test database.
 */
export async function dropSchema(schema: string, database?: pg.Client): Promise<void> {
  const sql = `DROP SCHEMA IF EXISTS "${schema}" CASCADE`;
  if (database) await database.query(sql);
  else await queryTestDatabase(sql);
}
