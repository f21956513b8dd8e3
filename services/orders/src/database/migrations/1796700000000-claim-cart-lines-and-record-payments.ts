import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * One cart, one order: the cart lines each order took (a line can be taken once, so two submits
 * of one cart give one order), the body fingerprint and lease of each idempotency key (a key
 * reused with another body is refused; one still being placed is answered "in progress"), and the
 * recorded receipt of a prepayment. Orders placed before keep no claims of their lines.
 */
export class ClaimCartLinesAndRecordPayments1796700000000 implements MigrationInterface {
  name = 'ClaimCartLinesAndRecordPayments1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."order_cart_lines" (
        "cart_id" uuid NOT NULL,
        "line_id" uuid NOT NULL,
        "order_number" varchar(16) NOT NULL
          REFERENCES ${schema}."orders" ("order_number") ON DELETE CASCADE,
        CONSTRAINT "pk_order_cart_lines" PRIMARY KEY ("cart_id", "line_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_order_cart_lines_order" ON ${schema}."order_cart_lines" ("order_number")`,
    );
    await queryRunner.query(`
      ALTER TABLE ${schema}."order_idempotency_keys"
        ADD COLUMN "fingerprint" char(64),
        ADD COLUMN "lease_until" timestamptz,
        ALTER COLUMN "order_number" DROP NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE ${schema}."orders"
        ADD COLUMN "payment_received_at" timestamptz,
        ADD COLUMN "payment_received_by" varchar(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}."orders"
        DROP COLUMN "payment_received_at",
        DROP COLUMN "payment_received_by"`);
    await queryRunner.query(
      `DELETE FROM ${schema}."order_idempotency_keys" WHERE "order_number" IS NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE ${schema}."order_idempotency_keys"
        DROP COLUMN "fingerprint",
        DROP COLUMN "lease_until",
        ALTER COLUMN "order_number" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE ${schema}."order_cart_lines"`);
  }
}
