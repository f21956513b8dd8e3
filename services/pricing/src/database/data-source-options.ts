import type { DataSourceOptions } from 'typeorm';
import type { PricingConfig } from '../config/pricing-config.js';
import { LaserQuoteEntity } from '../laser-quote/laser-quote.entity.js';
import { LaserQuoteRequestEntity } from '../laser-quote-requests/laser-quote-request.entity.js';
import { MaterialPriceEntity } from '../material-prices/material-price.entity.js';
import { MaterialEntity } from '../materials/material.entity.js';
import { SystemSettingEntity } from '../system-settings/system-setting.entity.js';
import { CreatePricingTables1795408062407 } from './migrations/1795408062407-create-pricing-tables.js';
import { CreateLaserQuotes1795930000000 } from './migrations/1795930000000-create-laser-quotes.js';
import { CreateLaserQuoteRequests1795940000000 } from './migrations/1795940000000-create-laser-quote-requests.js';
import { AddMaterialPriceVersion1796110000000 } from './migrations/1796110000000-add-material-price-version.js';

export const pricingEntities = [
  MaterialEntity,
  MaterialPriceEntity,
  SystemSettingEntity,
  LaserQuoteEntity,
  LaserQuoteRequestEntity,
];
export const pricingMigrations = [
  CreatePricingTables1795408062407,
  CreateLaserQuotes1795930000000,
  CreateLaserQuoteRequests1795940000000,
  AddMaterialPriceVersion1796110000000,
];

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
    // Fail fast when the database is gone instead of queueing for ever. No query may hang forever (a half-open connection would stall the price cache's reload
    // queue); generous, since a replica's migration waits on another's advisory lock.
    extra: {
      max: 5,
      connectionTimeoutMillis: 3_000,
      statement_timeout: 30_000,
      query_timeout: 35_000,
    },
  };
}
