import type { DataSourceOptions } from 'typeorm';
import type { ContentConfig } from '../config/content-config.js';
import { PostTranslationEntity } from '../posts/post-translation.entity.js';
import { PostEntity } from '../posts/post.entity.js';
import { CreateContentTables1795600000000 } from './migrations/1795600000000-create-content-tables.js';

export const contentEntities = [PostEntity, PostTranslationEntity];
export const contentMigrations = [CreateContentTables1795600000000];

/** TypeORM options of the content schema: migrations only, never `synchronize`. */
export function contentDataSourceOptions(config: ContentConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: contentEntities,
    migrations: contentMigrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    // Fail fast when the database is gone instead of queueing for ever; generous statement
    // limits, since a replica's migration waits on another's advisory lock.
    extra: {
      max: 5,
      connectionTimeoutMillis: 3_000,
      statement_timeout: 30_000,
      query_timeout: 35_000,
    },
  };
}
