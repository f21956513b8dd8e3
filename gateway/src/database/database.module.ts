import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AdminAccountEntity } from '../admin-accounts/admin-account.entity.js';
import { AdminAccountsService } from '../admin-accounts/admin-accounts.service.js';
import { type GatewayConfig } from '../config/gateway-config.js';
import { gatewayDataSourceOptions } from './data-source-options.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * The gateway's own schema: migrated at start, then the first admin from ADMIN_USERNAME /
 * ADMIN_PASSWORD is created unless that account exists. An existing account keeps its password,
 * so a password reset with the CLI survives the next restart (the variable only bootstraps).
 */
@Module({})
export class DatabaseModule {
  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          // Start-up already waited for PostgreSQL; a failure here is not worth nine retries.
          useFactory: () => ({ ...gatewayDataSourceOptions(config), retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = new DataSource(options as DataSourceOptions);
            await dataSource.initialize();
            try {
              const outcome = await prepareDatabase(dataSource, config.DB_SCHEMA, () =>
                new AdminAccountsService(
                  dataSource.getRepository(AdminAccountEntity),
                ).ensureAccount(config.ADMIN_USERNAME, config.ADMIN_PASSWORD),
              );
              new Logger('Database').log(
                `Schema ${config.DB_SCHEMA} migrated; admin "${config.ADMIN_USERNAME}" ${
                  outcome === 'created' ? 'created' : 'exists (password kept)'
                }`,
              );
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
