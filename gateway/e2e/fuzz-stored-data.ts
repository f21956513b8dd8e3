// What the system has stored, as row counts and checksums, so the fuzzing suite can show that
// thousands of malformed requests changed nothing.
import { createHash } from 'node:crypto';
import { Objm } from '@nats-io/obj';
import { LASER_UPLOAD_BUCKET } from '@shop/contracts';
import { connectLoadClient, connectTestDatabase, testRedisUrl } from '@shop/test-kit';
import { Redis } from 'ioredis';

/**
 * `schema.table` -> "<rows> rows, md5 <checksum of every row's text>"; `redis <prefix>` likewise;
 * `laser uploads` -> the DXF files in the JetStream object store.
 */
export type StoredData = Record<string, string>;

/**
 * Every table of `schemas` (pricing, catalogue, content, the gateway's admin accounts: materials,
 * price rows, settings, products, posts, laser quotes and their e-mail requests), every Redis
 * key under `redisPrefixes` (carts, sessions, login throttle; not the laser, quote and order call counters) with
 * its value, and the uploaded DXF files kept in the object store of the NATS at `natsUrl`.
 */
export async function snapshotStoredData(
  schemas: string[],
  redisPrefixes: string[],
  natsUrl: string,
): Promise<StoredData> {
  const snapshot: StoredData = {};
  const database = await connectTestDatabase();
  try {
    const { rows: tables } = await database.query<{ schema: string; table: string }>(
      `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
        WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'`,
      [schemas],
    );
    for (const { schema, table } of tables) {
      const { rows } = await database.query<{ count: string; checksum: string }>(
        `SELECT count(*) AS count, md5(coalesce(string_agg(row_text, '|' ORDER BY row_text), ''))
           AS checksum FROM (SELECT t::text AS row_text FROM "${schema}"."${table}" t) r`,
      );
      snapshot[`${schema}.${table}`] = `${rows[0]?.count} rows, md5 ${rows[0]?.checksum}`;
    }
  } finally {
    await database.end();
  }
  const redis = new Redis(testRedisUrl);
  try {
    for (const prefix of redisPrefixes) {
      // The laser, quote and order routes' per-IP call counters count every call, malformed or not, and
      // expire on their own: they are the rate limit working, not stored data.
      const keys = (await redis.keys(`${prefix}*`))
        .filter(
          (key) =>
            !key.startsWith(`${prefix}laser-limit:`) &&
            !key.startsWith(`${prefix}offer-limit:`) &&
            !key.startsWith(`${prefix}order-limit:`),
        )
        .sort();
      const hash = createHash('md5');
      for (const key of keys) {
        // DUMP is the value alone (no expiry), so a refreshed TTL is not a change.
        hash.update(key).update((await redis.dumpBuffer(key)) ?? Buffer.alloc(0));
      }
      snapshot[`redis ${prefix}`] = `${keys.length} keys, md5 ${hash.digest('hex')}`;
    }
  } finally {
    redis.disconnect();
  }
  snapshot['laser uploads'] = await laserUploads(natsUrl);
  return snapshot;
}

/** The names of the stored uploads (none before the gateway's first upload creates the bucket). */
async function laserUploads(natsUrl: string): Promise<string> {
  const connection = await connectLoadClient(natsUrl);
  try {
    const names = [] as string[];
    try {
      const store = await new Objm(connection).open(LASER_UPLOAD_BUCKET);
      for (const info of await store.list()) if (!info.deleted) names.push(info.name);
    } catch (error) {
      if (!/not found/i.test(String(error))) throw error;
    }
    return `${names.length} files: ${names.sort().join(', ')}`;
  } finally {
    await connection.close();
  }
}
