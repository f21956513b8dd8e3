import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** Categories, products and the standard product dimensions per category. */
export class CreateCatalogueTables1795600000000 implements MigrationInterface {
  name = 'CreateCatalogueTables1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."categories" (
        "slug" varchar(64) PRIMARY KEY,
        "position" integer NOT NULL,
        "name" varchar(100) NOT NULL,
        "description" text NOT NULL,
        "image" varchar(32) NOT NULL,
        "subcategories" text[] NOT NULL,
        "product_type" varchar(32) NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."products" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(200) NOT NULL,
        "category" varchar(64) NOT NULL,
        "subcategory" varchar(100),
        "material" varchar(32),
        "product_type" varchar(32) NOT NULL,
        "description" text,
        "unit" varchar(16) NOT NULL DEFAULT 'Stück',
        "in_stock" boolean NOT NULL DEFAULT true,
        "sku" varchar(64),
        "price" numeric(12,2) NOT NULL,
        "price_per_ton" numeric(12,2),
        "weight_per_piece" numeric(12,3),
        "diameter" numeric(10,2),
        "side" numeric(10,2),
        "thickness" numeric(10,2),
        "width" numeric(10,2),
        "height" numeric(10,2),
        "wall_thickness" numeric(10,2),
        "standard_length" numeric(10,2),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_products_sku" UNIQUE ("sku"),
        CONSTRAINT "fk_products_category" FOREIGN KEY ("category")
          REFERENCES ${schema}."categories" ("slug"),
        CONSTRAINT "ck_products_positive" CHECK (
          "price" > 0 AND ("price_per_ton" IS NULL OR "price_per_ton" > 0)
          AND ("weight_per_piece" IS NULL OR "weight_per_piece" > 0)
        )
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_products_category" ON ${schema}."products" ("category", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE ${schema}."product_dimensions" (
        "id" SERIAL PRIMARY KEY,
        "category" varchar(64) NOT NULL,
        "thickness" numeric(10,2) NOT NULL,
        "width" numeric(10,2) NOT NULL,
        "length" numeric(10,2) NOT NULL,
        CONSTRAINT "uq_product_dimensions_size" UNIQUE ("category", "thickness", "width", "length"),
        CONSTRAINT "fk_product_dimensions_category" FOREIGN KEY ("category")
          REFERENCES ${schema}."categories" ("slug"),
        CONSTRAINT "ck_product_dimensions_positive" CHECK (
          "thickness" > 0 AND "width" > 0 AND "length" > 0
        )
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."product_dimensions"`);
    await queryRunner.query(`DROP TABLE ${schema}."products"`);
    await queryRunner.query(`DROP TABLE ${schema}."categories"`);
  }
}
