import { type DynamicModule, Module } from '@nestjs/common';
import { serviceDatabaseModule } from '@shop/nest-kit';
import { AdminAccountEntity } from '../admin-accounts/admin-account.entity.js';
import { AdminAccountsService } from '../admin-accounts/admin-accounts.service.js';
import { type GatewayConfig } from '../config/gateway-config.js';
import { gatewayQueryLimits, gatewayTables } from './data-source-options.js';

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
        serviceDatabaseModule({
          config,
          ...gatewayTables,
          ...gatewayQueryLimits,
          seed: async (dataSource) => {
            const outcome = await new AdminAccountsService(
              dataSource.getRepository(AdminAccountEntity),
            ).ensureAccount(config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
            const state = outcome === 'created' ? 'created' : 'exists (password kept)';
            return `admin "${config.ADMIN_USERNAME}" ${state}`;
          },
        }),
      ],
    };
  }
}
