import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeGenerationTable, dropChangeGenerationTable } from '@shop/nest-kit';

/**
 * The change generation: one counter that every admin write raises in its own transaction, so
 * the catalogue cache knows which writes a snapshot holds and a caller can ask for a newer one.
 */
export class CreateChangeGeneration1796450000000 implements MigrationInterface {
  name = 'CreateChangeGeneration1796450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createChangeGenerationTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropChangeGenerationTable(queryRunner);
  }
}
