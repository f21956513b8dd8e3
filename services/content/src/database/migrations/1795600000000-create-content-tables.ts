import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedSchema } from '@shop/nest-kit';

/** Blog posts and their language versions (one per post and language). */
export class CreateContentTables1795600000000 implements MigrationInterface {
  name = 'CreateContentTables1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}."posts" (
        "id" SERIAL PRIMARY KEY,
        "slug" varchar(120) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_posts_slug" UNIQUE ("slug"),
        CONSTRAINT "ck_posts_slug_format" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    await queryRunner.query(`
      CREATE TABLE ${schema}."post_translations" (
        "id" SERIAL PRIMARY KEY,
        "post_id" integer NOT NULL,
        "language" varchar(2) NOT NULL,
        "title" text NOT NULL,
        "excerpt" text NOT NULL,
        "content" text NOT NULL,
        "meta_description" text NOT NULL,
        "meta_keywords" text NOT NULL,
        CONSTRAINT "uq_post_translations_post_language" UNIQUE ("post_id", "language"),
        CONSTRAINT "fk_post_translations_post" FOREIGN KEY ("post_id")
          REFERENCES ${schema}."posts" ("id") ON DELETE CASCADE,
        CONSTRAINT "ck_post_translations_language" CHECK ("language" IN ('de', 'en', 'pl'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}."post_translations"`);
    await queryRunner.query(`DROP TABLE ${schema}."posts"`);
  }
}
