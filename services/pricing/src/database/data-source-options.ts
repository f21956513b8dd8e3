import type { DataSourceOptions } from 'typeorm';
import type { PricingConfig } from '../config/pricing-config.js';
import { MaterialPriceEntity } from '../material-prices/material-price.entity.js';
import { MaterialEntity } from '../materials/material.entity.js';
import { SystemSettingEntity } from '../system-settings/system-setting.entity.js';
import { CreatePricingTables1795408062407 } from './migrations/1795408062407-create-pricing-tables.js';

export const pricingEntities = [MaterialEntity, MaterialPriceEntity, SystemSettingEntity];
export const pricingMigrations = [CreatePricingTables1795408062407];

/** TypeORM options of the pricing schema: migrations only, never `synchronize`. */
export function pricingDataSourceOptions(config: PricingConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: pricingEntities,
    migrations: pricingMigrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    // Fail a query fast when the database is gone instead of queueing it for ever.
    extra: { max: 5, connectionTimeoutMillis: 3_000 },
  };
}
