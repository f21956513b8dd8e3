import { quoteIdentifier } from '@shop/nest-kit';
import type { QueryRunner } from 'typeorm';

/**
 * The schema this data source works in (DB_SCHEMA), quoted. Migrations qualify every table with
 * it so a throw-away test schema gets the same tables as `pricing`.
 */
export function quotedSchema(queryRunner: QueryRunner): string {
  const options = queryRunner.connection.options as { schema?: string };
  return quoteIdentifier(options.schema ?? 'public');
}
