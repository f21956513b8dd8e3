import { quoteIdentifier } from '../database/quote-identifier.js';

/**
 * What the generation helpers need of TypeORM's EntityManager or QueryRunner (nest-kit's cache
 * code does not depend on TypeORM's types): a way to run SQL and the connection's schema.
 */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
  readonly connection: { readonly options: object };
}

/** The one-row table that holds a service's change generation. */
export const CHANGE_GENERATION_TABLE = 'change_generation';

function generationTable(runner: SqlRunner): string {
  const { schema } = runner.connection.options as { schema?: string };
  return `${quoteIdentifier(schema ?? 'public')}.${quoteIdentifier(CHANGE_GENERATION_TABLE)}`;
}

/** For a migration: creates the table with its single row at generation 0. */
export async function createChangeGenerationTable(queryRunner: SqlRunner): Promise<void> {
  const table = generationTable(queryRunner);
  // the boolean key that must be true allows exactly one row
  await queryRunner.query(`
    CREATE TABLE ${table} (
      "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
      "generation" bigint NOT NULL DEFAULT 0
    )`);
  await queryRunner.query(`INSERT INTO ${table} ("id", "generation") VALUES (true, 0)`);
}

/** For a migration's `down`. */
export async function dropChangeGenerationTable(queryRunner: SqlRunner): Promise<void> {
  await queryRunner.query(`DROP TABLE ${generationTable(queryRunner)}`);
}

function generationOf(rows: unknown): number {
  const [row] = rows as Array<{ generation: string | number }>;
  if (!row) throw new Error(`The ${CHANGE_GENERATION_TABLE} table has no row`);
  return Number(row.generation);
}

/**
 * Counts one committed change: call it inside the write's transaction, so the new generation
 * becomes visible together with the data it stands for. The row stays locked until the commit,
 * so writes commit in the order of their generations, and a reader that sees generation g sees
 * every write up to g and none after it.
 */
export async function bumpChangeGeneration(manager: SqlRunner): Promise<number> {
  // a CTE, so the driver reports the returned row like a SELECT's
  return generationOf(
    await manager.query(
      `WITH bumped AS (
         UPDATE ${generationTable(manager)} SET "generation" = "generation" + 1 RETURNING "generation"
       ) SELECT "generation" FROM bumped`,
    ),
  );
}

/** The generation as of the caller's transaction: read it in the same one as the cached data. */
export async function readChangeGeneration(manager: SqlRunner): Promise<number> {
  return generationOf(await manager.query(`SELECT "generation" FROM ${generationTable(manager)}`));
}
