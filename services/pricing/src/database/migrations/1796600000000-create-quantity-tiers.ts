import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The quantity discounts, empty: every existing price stays as it is until the admin adds a tier.
 */
export class CreateQuantityTiers1796600000000 implements MigrationInterface {
  name = 'CreateQuantityTiers1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `CREATE TABLE ${schema}."quantity_tiers" (
         "min_quantity" integer PRIMARY KEY,
         "discount_percent" numeric(5,2) NOT NULL,
         CONSTRAINT "ck_quantity_tiers_min_quantity" CHECK ("min_quantity" >= 2),
         CONSTRAINT "ck_quantity_tiers_discount"
           CHECK ("discount_percent" > 0 AND "discount_percent" < 100)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."quantity_tiers"`);
  }
}
