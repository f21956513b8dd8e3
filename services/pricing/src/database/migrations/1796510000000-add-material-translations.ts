import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * English and Polish display names of the materials. `display_name` stays the German one; the
 * translations start empty (shown as German) until the seed or an operator fills them.
 */
export class AddMaterialTranslations1796510000000 implements MigrationInterface {
  name = 'AddMaterialTranslations1796510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."materials"
         ADD COLUMN "display_name_en" varchar(128), ADD COLUMN "display_name_pl" varchar(128)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `ALTER TABLE ${schema}."materials" DROP COLUMN "display_name_en", DROP COLUMN "display_name_pl"`,
    );
  }
}
