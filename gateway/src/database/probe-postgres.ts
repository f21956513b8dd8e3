import pg from 'pg';

const FATAL_CONNECTION_CODES = new Set(['28000', '28P01', '3D000']); // auth rejected, no database

/** Connects once and runs `SELECT 1`. */
export async function probePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Errors that waiting will not fix: credentials refused, or the database does not exist. */
export function isFatalPostgresError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FATAL_CONNECTION_CODES.has(code);
}
