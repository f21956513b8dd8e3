import { Logger, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  DataSource,
  type DataSourceOptions,
  type EntitySchema,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { prepareSchema } from './prepare-schema.js';
import { quoteIdentifier } from './quote-identifier.js';

/** Where a service's tables live: the database and the schema the service owns. */
export interface ServiceDatabaseConfig {
  DATABASE_URL: string;
  DB_SCHEMA: string;
}

/** A service's tables: its entity classes and its migrations, oldest first. */
export interface ServiceTables {
  // TypeORM types entity classes as plain functions.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Array<Function | EntitySchema>;
  migrations: Array<new () => MigrationInterface>;
}

/** How long one SQL statement may run in PostgreSQL before it is cancelled. */
export interface ServiceQueryLimits {
  statementTimeoutMs?: number;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
// The driver gives up a little after PostgreSQL would have cancelled the statement itself, so a
// cancelled statement reports PostgreSQL's own error; only a dead connection hits this one.
const QUERY_TIMEOUT_MARGIN_MS = 5_000;

/**
 * TypeORM options of one service's schema: migrations only, never `synchronize`, and a pool that
 * fails fast when the database is gone. No query may hang for ever (a half-open connection would
 * stall a cache's reload queue); the default statement limit is generous, since a replica's
 * migration waits on another's advisory lock.
 */
export function serviceDataSourceOptions(
  config: ServiceDatabaseConfig,
  tables: ServiceTables,
  limits: ServiceQueryLimits = {},
): DataSourceOptions {
  const statementTimeoutMs = limits.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: tables.entities,
    migrations: tables.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    extra: {
      max: 5,
      connectionTimeoutMillis: 3_000,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    },
  };
}

/** What a service's database module needs: where, which tables, and its idempotent seed. */
export interface ServiceDatabaseModuleOptions extends ServiceTables, ServiceQueryLimits {
  config: ServiceDatabaseConfig;
  /** Adds the missing seed rows after the migrations and says what it did, for the log. */
  seed?: (dataSource: DataSource) => Promise<string>;
}

/**
 * TypeORM's root module for one service: on start it creates the schema (TypeORM cannot create
 * its migrations table in a schema that does not exist), runs pending migrations and the seed
 * under a per-schema lock, and logs one line about it; a failure closes the pool again.
 */
export function serviceDatabaseModule(options: ServiceDatabaseModuleOptions): DynamicModule {
  const { config, seed } = options;
  return TypeOrmModule.forRootAsync({
    // Start-up already waited for PostgreSQL; a failure here is not worth nine retries.
    useFactory: () => ({
      ...serviceDataSourceOptions(config, options, options),
      retryAttempts: 0,
    }),
    dataSourceFactory: async (dataSourceOptions) => {
      const dataSource = new DataSource(dataSourceOptions as DataSourceOptions);
      await dataSource.initialize();
      try {
        const seeded = await prepareSchema(dataSource, config.DB_SCHEMA, () =>
          seed ? seed(dataSource) : Promise.resolve(''),
        );
        new Logger('Database').log(
          `Schema ${config.DB_SCHEMA} migrated${seeded ? `; seed ${seeded}` : ''}`,
        );
      } catch (error) {
        await dataSource.destroy();
        throw error;
      }
      return dataSource;
    },
  });
}

/**
 * The schema a migration's data source works in (DB_SCHEMA), quoted. Migrations qualify every
 * table with it so a throw-away test schema gets the same tables as the service's own.
 */
export function quotedSchema(queryRunner: QueryRunner): string {
  const options = queryRunner.connection.options as { schema?: string };
  return quoteIdentifier(options.schema ?? 'public');
}
