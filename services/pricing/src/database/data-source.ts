import 'reflect-metadata';
import { loadConfig, serviceDataSourceOptions } from '@shop/nest-kit';
import { DataSource } from 'typeorm';
import { pricingConfigSchema } from '../config/pricing-config.js';
import { pricingTables } from './pricing-tables.js';

/**
 * For the TypeORM CLI only, on the compiled output (the service builds its own data source):
 * `npx typeorm migration:generate -d services/pricing/dist/database/data-source.js
 *  services/pricing/src/database/migrations/<Name>` after `npx tsc -b services/pricing`.
 */
export default new DataSource(
  serviceDataSourceOptions(loadConfig(pricingConfigSchema), pricingTables),
);
