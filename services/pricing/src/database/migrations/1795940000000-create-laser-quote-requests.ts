import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** E-mail requests for a detailed offer on an uploaded DXF, kept for the admins. */
export class CreateLaserQuoteRequests1795940000000 implements MigrationInterface {
  name = 'CreateLaserQuoteRequests1795940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."laser_quote_requests" (
        "id" SERIAL PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "quote_id" uuid NOT NULL,
        "email" varchar(254) NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "quantity" integer NOT NULL CONSTRAINT "ck_laser_quote_requests_quantity" CHECK ("quantity" > 0),
        "material_name" varchar(128),
        "thickness" numeric(6,2),
        "message" text,
        "cut_length_mm" double precision NOT NULL,
        "pierce_count" integer NOT NULL,
        "width_mm" double precision NOT NULL,
        "height_mm" double precision NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_laser_quote_requests_created_at" ON ${schema}."laser_quote_requests" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."laser_quote_requests"`);
  }
}
