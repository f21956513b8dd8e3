import { quoteIdentifier } from '@shop/nest-kit';
import type { EntityManager } from 'typeorm';
import { formatDocumentNumber, shopYear, type NumberPrefix } from './document-numbers.js';

/**
 * The next number of its kind and year, given out within the caller's transaction. The counter
 * row is created or raised in one statement whose row lock holds until the transaction ends, so
 * two replicas never give out the same number, and a rolled-back order gives its number back.
 */
export async function nextDocumentNumber(
  manager: EntityManager,
  schema: string,
  prefix: NumberPrefix,
  at: Date,
): Promise<string> {
  const year = shopYear(at);
  const table = `${quoteIdentifier(schema)}."number_counters"`;
  const rows: Array<{ last_value: number }> = await manager.query(
    `INSERT INTO ${table} ("prefix", "year", "last_value") VALUES ($1, $2, 1)
     ON CONFLICT ("prefix", "year") DO UPDATE SET "last_value" = ${table}."last_value" + 1
     RETURNING "last_value"`,
    [prefix, year],
  );
  return formatDocumentNumber(prefix, year, Number(rows[0]?.last_value));
}
