import pg from 'pg';
import { quoteIdentifier } from './quote-identifier.js';

const UNDEFINED_DATABASE = '3D000';
const DUPLICATE_DATABASE = '42P04';
// Two CREATE DATABASE of one name at the same moment: the loser may see the catalog's unique index.
const UNIQUE_VIOLATION = '23505';
const FATAL_CONNECTION_CODES = new Set(['28000', '28P01']); // auth rejected: retrying cannot help

/**
 * Connects once and runs `SELECT 1`. When the database itself does not exist yet, creates it
 * through the `postgres` maintenance database (several services may race; the loser's
 * "already exists" is fine) and probes again.
 */
export async function probePostgres(databaseUrl: string): Promise<void> {
  try {
    await selectOne(databaseUrl);
  } catch (error) {
    if (errorCode(error) !== UNDEFINED_DATABASE) throw error;
    await createDatabase(databaseUrl);
    await selectOne(databaseUrl);
  }
}

/** Errors that waiting will not fix. */
export function isFatalPostgresError(error: unknown): boolean {
  return FATAL_CONNECTION_CODES.has(errorCode(error) ?? '');
}

/** Creates the database named in the URL unless it exists. */
export async function createDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
  } catch (error) {
    const code = errorCode(error);
    if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw error;
  } finally {
    await client.end();
  }
}

async function selectOne(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
