import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** Materials, their price per thickness, and the numeric system settings. */
export class CreatePricingTables1795408062407 implements MigrationInterface {
  name = 'CreatePricingTables1795408062407';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."materials" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(64) NOT NULL,
        "display_name" varchar(128) NOT NULL,
        CONSTRAINT "uq_materials_name" UNIQUE ("name")
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."material_prices" (
        "id" SERIAL PRIMARY KEY,
        "material_id" integer NOT NULL,
        "thickness" numeric(6,2) NOT NULL,
        "price_per_m2" numeric(10,2) NOT NULL,
        "cutting_line_cost" numeric(10,2) NOT NULL,
        CONSTRAINT "uq_material_prices_material_thickness" UNIQUE ("material_id", "thickness"),
        CONSTRAINT "fk_material_prices_material" FOREIGN KEY ("material_id")
          REFERENCES ${schema}."materials" ("id") ON DELETE CASCADE,
        CONSTRAINT "ck_material_prices_positive" CHECK (
          "thickness" > 0 AND "price_per_m2" > 0 AND "cutting_line_cost" >= 0
        )
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."system_settings" (
        "key" varchar(64) PRIMARY KEY,
        "value" numeric NOT NULL CONSTRAINT "ck_system_settings_non_negative" CHECK ("value" >= 0)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."system_settings"`);
    await queryRunner.query(`DROP TABLE ${schema}."material_prices"`);
    await queryRunner.query(`DROP TABLE ${schema}."materials"`);
  }
}
