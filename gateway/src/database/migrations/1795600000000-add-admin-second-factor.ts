import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/**
 * Optional TOTP second factor per admin: the shared secret (encrypted by the gateway), a secret
 * awaiting its first code during enrolment, the last time step accepted (no code works twice) and
 * the SHA-256 hashes of the unused recovery codes.
 */
export class AddAdminSecondFactor1795600000000 implements MigrationInterface {
  name = 'AddAdminSecondFactor1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      ALTER TABLE ${schema}."admin_accounts"
        ADD COLUMN "totp_secret" text,
        ADD COLUMN "totp_pending_secret" text,
        ADD COLUMN "totp_last_step" bigint,
        ADD COLUMN "recovery_code_hashes" text[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ${quotedSchema(queryRunner)}."admin_accounts"
        DROP COLUMN "totp_secret",
        DROP COLUMN "totp_pending_secret",
        DROP COLUMN "totp_last_step",
        DROP COLUMN "recovery_code_hashes"`);
  }
}
