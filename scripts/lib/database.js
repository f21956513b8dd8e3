// Creates the database a URL names when it does not exist yet. Each service then creates its own
// schema and runs its migrations on start, so an empty database is all a fresh machine needs.
import pg from 'pg';
import { databaseNameOf, withDatabaseName } from './config.js';

// duplicate_database, or the catalog's unique index when two processes create it at once.
const alreadyExistsCodes = new Set(['42P04', '23505']);

/**
 * Ensures the database in `databaseUrl` exists, connecting to the `postgres` maintenance
 * database with the same credentials to create it.
 * @param {string} databaseUrl
 * @returns {Promise<boolean>} true when it had to be created
 */
export async function ensureDatabase(databaseUrl) {
  const databaseName = databaseNameOf(databaseUrl);
  const client = new pg.Client({
    connectionString: withDatabaseName(databaseUrl, 'postgres'),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName,
    ]);
    if ((existing.rowCount ?? 0) > 0) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(databaseName)}`);
      return true;
    } catch (error) {
      if (alreadyExistsCodes.has(/** @type {{ code?: string }} */ (error).code ?? '')) return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** @param {string} name */
function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
