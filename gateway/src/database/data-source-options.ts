import {
  serviceDataSourceOptions,
  type ServiceDatabaseConfig,
  type ServiceQueryLimits,
  type ServiceTables,
} from '@shop/nest-kit';
import type { DataSourceOptions } from 'typeorm';
import { AdminAccountEntity } from '../admin-accounts/admin-account.entity.js';
import { CreateAdminAccounts1795500000000 } from './migrations/1795500000000-create-admin-accounts.js';
import { AddAdminSecondFactor1795600000000 } from './migrations/1795600000000-add-admin-second-factor.js';

/** The gateway schema's entities and its migrations, oldest first. */
export const gatewayTables: ServiceTables = {
  entities: [AdminAccountEntity],
  migrations: [CreateAdminAccounts1795500000000, AddAdminSecondFactor1795600000000],
};

/** A sign-in waits on these queries, so a statement gets less time than in a service. */
export const gatewayQueryLimits: ServiceQueryLimits = { statementTimeoutMs: 10_000 };

/** TypeORM options of the gateway's own schema, for the gateway, its CLI and TypeORM's. */
export function gatewayDataSourceOptions(config: ServiceDatabaseConfig): DataSourceOptions {
  return serviceDataSourceOptions(config, gatewayTables, gatewayQueryLimits);
}
