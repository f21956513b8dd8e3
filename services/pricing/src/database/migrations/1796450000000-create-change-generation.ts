import type { MigrationInterface } from 'typeorm';
import { ChangeGenerationMigration } from '@shop/nest-kit';

/** Adds the change generation the price cache reads with every snapshot. */
export class CreateChangeGeneration1796450000000
  extends ChangeGenerationMigration
  implements MigrationInterface
{
  name = 'CreateChangeGeneration1796450000000';
}
