import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The manufacturability findings of each uploaded file per set of cutting rules it was checked
 * against, so putting a quoted part into the cart looks them up instead of reading the file again.
 */
export class CreateLaserQuoteFindings1796700000000 implements MigrationInterface {
  name = 'CreateLaserQuoteFindings1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."laser_quote_findings" (
        "quote_id" uuid NOT NULL
          CONSTRAINT "fk_laser_quote_findings_quote"
          REFERENCES ${schema}."laser_quotes" ("id") ON DELETE CASCADE,
        "rules_key" char(64) NOT NULL,
        "rules" jsonb NOT NULL,
        "findings" jsonb NOT NULL,
        "checked_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("quote_id", "rules_key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."laser_quote_findings"`);
  }
}
