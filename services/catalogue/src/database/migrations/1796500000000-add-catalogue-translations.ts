import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * English and Polish texts of categories and products. The existing `name` and `description`
 * stay the German ones; the translations start empty (shown as German) until the seed or an
 * operator fills them.
 */
export class AddCatalogueTranslations1796500000000 implements MigrationInterface {
  name = 'AddCatalogueTranslations1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}."categories"
        ADD COLUMN "name_en" varchar(100),
        ADD COLUMN "name_pl" varchar(100),
        ADD COLUMN "description_en" text,
        ADD COLUMN "description_pl" text,
        ADD COLUMN "subcategory_labels" jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await queryRunner.query(`
      ALTER TABLE ${schema}."products"
        ADD COLUMN "name_en" varchar(200),
        ADD COLUMN "name_pl" varchar(200),
        ADD COLUMN "description_en" text,
        ADD COLUMN "description_pl" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}."products"
        DROP COLUMN "name_en", DROP COLUMN "name_pl",
        DROP COLUMN "description_en", DROP COLUMN "description_pl"`);
    await queryRunner.query(`
      ALTER TABLE ${schema}."categories"
        DROP COLUMN "name_en", DROP COLUMN "name_pl",
        DROP COLUMN "description_en", DROP COLUMN "description_pl",
        DROP COLUMN "subcategory_labels"`);
  }
}
