import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * Orders with their frozen lines and status history, the idempotency keys they were placed
 * with, the yearly number counters of orders and quotes, the quotes, and the outbox of mails
 * and events that leave only after the writes that caused them are committed.
 */
export class CreateOrdersTables1796300000000 implements MigrationInterface {
  name = 'CreateOrdersTables1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."orders" (
        "order_number" varchar(16) PRIMARY KEY,
        "status" varchar(16) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "language" varchar(2) NOT NULL,
        "cart_id" uuid NOT NULL,
        "customer" jsonb NOT NULL,
        "billing_address" jsonb NOT NULL,
        "delivery_address" jsonb,
        "delivery" varchar(16) NOT NULL,
        "payment_method" varchar(16) NOT NULL,
        "note" text,
        "totals" jsonb NOT NULL,
        "customer_name" varchar(200) NOT NULL,
        "company" varchar(200),
        "email" varchar(254) NOT NULL,
        "line_count" integer NOT NULL,
        "gross" numeric(12,2) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_orders_status_number" ON ${schema}."orders" ("status", "order_number")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${schema}."order_lines" (
        "order_number" varchar(16) NOT NULL
          REFERENCES ${schema}."orders" ("order_number") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "line" jsonb NOT NULL,
        "part_object_name" varchar(255),
        PRIMARY KEY ("order_number", "position")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."order_status_changes" (
        "id" bigserial PRIMARY KEY,
        "order_number" varchar(16) NOT NULL
          REFERENCES ${schema}."orders" ("order_number") ON DELETE CASCADE,
        "status" varchar(16) NOT NULL,
        "changed_at" timestamptz NOT NULL,
        "changed_by" varchar(64)
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_order_status_changes_order" ON ${schema}."order_status_changes" ("order_number")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${schema}."order_idempotency_keys" (
        "cart_id" uuid NOT NULL,
        "idempotency_key" varchar(128) NOT NULL,
        "order_number" varchar(16) NOT NULL
          REFERENCES ${schema}."orders" ("order_number") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL,
        PRIMARY KEY ("cart_id", "idempotency_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."number_counters" (
        "prefix" varchar(1) NOT NULL,
        "year" integer NOT NULL,
        "last_value" integer NOT NULL,
        PRIMARY KEY ("prefix", "year")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."quotes" (
        "quote_number" varchar(16) PRIMARY KEY,
        "cart_id" uuid NOT NULL,
        "issued_at" timestamptz NOT NULL,
        "valid_until" date NOT NULL,
        "document" jsonb NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_quotes_valid_until" ON ${schema}."quotes" ("valid_until")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${schema}."outbox_messages" (
        "id" bigserial PRIMARY KEY,
        "kind" varchar(16) NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL,
        "last_error" text,
        "sent_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_outbox_messages_due" ON ${schema}."outbox_messages" ("next_attempt_at") WHERE "sent_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    for (const table of [
      'outbox_messages',
      'quotes',
      'number_counters',
      'order_idempotency_keys',
      'order_status_changes',
      'order_lines',
      'orders',
    ]) {
      await queryRunner.query(`DROP TABLE ${schema}."${table}"`);
    }
  }
}
