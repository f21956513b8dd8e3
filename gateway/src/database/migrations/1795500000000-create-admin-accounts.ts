import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** Admin accounts: a unique username and the argon2id hash of the password. */
export class CreateAdminAccounts1795500000000 implements MigrationInterface {
  name = 'CreateAdminAccounts1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."admin_accounts" (
        "id" SERIAL PRIMARY KEY,
        "username" varchar(100) NOT NULL,
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "password_changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_admin_accounts_username" UNIQUE ("username")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${quotedSchema(queryRunner)}."admin_accounts"`);
  }
}
