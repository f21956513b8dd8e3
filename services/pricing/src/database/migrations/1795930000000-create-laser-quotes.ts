import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** Metrics of each uploaded DXF: the cart and the e-mail request refer to them by id. */
export class CreateLaserQuotes1795930000000 implements MigrationInterface {
  name = 'CreateLaserQuotes1795930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."laser_quotes" (
        "id" uuid PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "file_name" varchar(255) NOT NULL,
        "object_name" varchar(1024) NOT NULL,
        "size_bytes" integer NOT NULL,
        "cut_length_mm" double precision NOT NULL,
        "pierce_count" integer NOT NULL,
        "width_mm" double precision NOT NULL,
        "height_mm" double precision NOT NULL,
        "min_x_mm" double precision NOT NULL,
        "min_y_mm" double precision NOT NULL,
        "net_area_mm2" double precision,
        "findings" jsonb NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."laser_quotes"`);
  }
}
