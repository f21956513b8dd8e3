import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The written offers (Angebote, numbered A-…) were kept as "quotes", the word the shop also uses
 * for a price calculation (a laser quote, a design quote). The table, its key and its index take
 * the document's own name; the offers in it stay as they were.
 */
export class RenameQuotesToOffers1796800000000 implements MigrationInterface {
  name = 'RenameQuotesToOffers1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}."quotes" RENAME TO "offers"`);
    await queryRunner.query(
      `ALTER TABLE ${schema}."offers" RENAME COLUMN "quote_number" TO "offer_number"`,
    );
    await queryRunner.query(
      `ALTER TABLE ${schema}."offers" RENAME CONSTRAINT "quotes_pkey" TO "offers_pkey"`,
    );
    await queryRunner.query(
      `ALTER INDEX ${schema}."ix_quotes_valid_until" RENAME TO "ix_offers_valid_until"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER INDEX ${schema}."ix_offers_valid_until" RENAME TO "ix_quotes_valid_until"`,
    );
    await queryRunner.query(
      `ALTER TABLE ${schema}."offers" RENAME CONSTRAINT "offers_pkey" TO "quotes_pkey"`,
    );
    await queryRunner.query(
      `ALTER TABLE ${schema}."offers" RENAME COLUMN "offer_number" TO "quote_number"`,
    );
    await queryRunner.query(`ALTER TABLE ${schema}."offers" RENAME TO "quotes"`);
  }
}
