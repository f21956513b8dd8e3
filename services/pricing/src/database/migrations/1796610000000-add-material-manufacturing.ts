import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The cutting rules of each material: the smallest hole as a multiple of the thickness and the
 * largest sheet. Existing materials get the defaults; stainless steel tears small holes, so it
 * needs holes of at least 1.5 × the thickness.
 */
export class AddMaterialManufacturing1796610000000 implements MigrationInterface {
  name = 'AddMaterialManufacturing1796610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."materials"
         ADD COLUMN "min_hole_factor" numeric(4,2) NOT NULL DEFAULT 1,
         ADD COLUMN "max_sheet_width_mm" numeric(7,2) NOT NULL DEFAULT 3000,
         ADD COLUMN "max_sheet_height_mm" numeric(7,2) NOT NULL DEFAULT 1500`,
    );
    await queryRunner.query(
      `UPDATE ${schema}."materials" SET "min_hole_factor" = 1.5
        WHERE "name" ILIKE '%stainless%' OR "name" ILIKE '%edelstahl%'
           OR "display_name" ILIKE '%edelstahl%' OR "display_name" ILIKE '%stainless%'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."materials"
         DROP COLUMN "min_hole_factor",
         DROP COLUMN "max_sheet_width_mm",
         DROP COLUMN "max_sheet_height_mm"`,
    );
  }
}
