import 'reflect-metadata';
import { loadConfig, serviceDataSourceOptions } from '@shop/nest-kit';
import { DataSource } from 'typeorm';
import { catalogueConfigSchema } from '../config/catalogue-config.js';
import { catalogueTables } from './catalogue-tables.js';

/**
 * For the TypeORM CLI only, on the compiled output (the service builds its own data source):
 * `npx typeorm migration:generate -d services/catalogue/dist/database/data-source.js
 *  services/catalogue/src/database/migrations/<Name>` after `npx tsc -b services/catalogue`.
 */
export default new DataSource(
  serviceDataSourceOptions(loadConfig(catalogueConfigSchema), catalogueTables),
);
