import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';
import {
  DEFAULT_MAX_SHEET_HEIGHT_MM,
  DEFAULT_MAX_SHEET_WIDTH_MM,
  DEFAULT_MIN_HOLE_FACTOR,
} from '@shop/shop-rules';

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
         ADD COLUMN "min_hole_factor" numeric(4,2) NOT NULL DEFAULT ${DEFAULT_MIN_HOLE_FACTOR},
         ADD COLUMN "max_sheet_width_mm" numeric(7,2) NOT NULL DEFAULT ${DEFAULT_MAX_SHEET_WIDTH_MM},
         ADD COLUMN "max_sheet_height_mm" numeric(7,2) NOT NULL DEFAULT ${DEFAULT_MAX_SHEET_HEIGHT_MM}`,
    );
    // Kept as written: the stainless names and factor this migration matched when it ran.
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
