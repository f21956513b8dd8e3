import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The manufacturing warnings a customer confirmed for an ordered part. Lines ordered before parts
 * were checked have none.
 */
export class AddOrderLineFindings1796600000000 implements MigrationInterface {
  name = 'AddOrderLineFindings1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."order_lines" ADD COLUMN "findings" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}."order_lines" DROP COLUMN "findings"`);
  }
}
