import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * Optimistic locking of price rows: an admin edit names the version it changed, and a
 * second edit of the same version is refused with 409 instead of silently overwriting the first.
 */
export class AddMaterialPriceVersion1796110000000 implements MigrationInterface {
  name = 'AddMaterialPriceVersion1796110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."material_prices" ADD COLUMN "version" integer NOT NULL DEFAULT 1`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}."material_prices" DROP COLUMN "version"`);
  }
}
