import type { DataSourceOptions } from 'typeorm';
import { AdminAccountEntity } from '../admin-accounts/admin-account.entity.js';
import { CreateAdminAccounts1795500000000 } from './migrations/1795500000000-create-admin-accounts.js';
import { AddAdminSecondFactor1795600000000 } from './migrations/1795600000000-add-admin-second-factor.js';

export const gatewayEntities = [AdminAccountEntity];
export const gatewayMigrations = [
  CreateAdminAccounts1795500000000,
  AddAdminSecondFactor1795600000000,
];

/** What the gateway's data source needs to know; the CLI passes just these. */
export interface GatewayDatabaseConfig {
  DATABASE_URL: string;
  DB_SCHEMA: string;
}

/** TypeORM options of the gateway's own schema: migrations only, never `synchronize`. */
export function gatewayDataSourceOptions(config: GatewayDatabaseConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: gatewayEntities,
    migrations: gatewayMigrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    // Fail fast when the database is gone; no login may hang on a half-open connection.
    extra: {
      max: 5,
      connectionTimeoutMillis: 3_000,
      statement_timeout: 10_000,
      query_timeout: 15_000,
    },
  };
}
