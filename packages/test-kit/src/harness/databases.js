// PostgreSQL databases by URL: `npm start`, the integration tests, the browser suite and the
// benchmarks each run on a database of their own, created here when it is missing. Each service
// then creates its own schema and runs its migrations on start, so an empty database is enough.
import pg from 'pg';

// duplicate_database, or the catalog's unique index when two processes create it at once.
const alreadyExistsCodes = new Set(['42P04', '23505']);

/**
 * The same PostgreSQL URL with another database name (credentials, host and options kept).
 * @param {string} databaseUrl
 * @param {string} databaseName
 */
export function withDatabaseName(databaseUrl, databaseName) {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(databaseName)}`;
  return url.toString();
}

/**
 * The database name a PostgreSQL URL points at (libpq's rule: the user name when absent).
 * @param {string} databaseUrl
 */
export function databaseNameOf(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return name || decodeURIComponent(url.username) || 'postgres';
}

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
