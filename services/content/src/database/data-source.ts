import 'reflect-metadata';
import { loadConfig, serviceDataSourceOptions } from '@shop/nest-kit';
import { DataSource } from 'typeorm';
import { contentConfigSchema } from '../config/content-config.js';
import { contentTables } from './content-tables.js';

/**
 * For the TypeORM CLI only, on the compiled output (the service builds its own data source):
 * `npx typeorm migration:generate -d services/content/dist/database/data-source.js
 *  services/content/src/database/migrations/<Name>` after `npx tsc -b services/content`.
 */
export default new DataSource(
  serviceDataSourceOptions(loadConfig(contentConfigSchema), contentTables),
);
