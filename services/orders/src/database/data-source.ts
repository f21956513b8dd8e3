import 'reflect-metadata';
import { loadConfig, serviceDataSourceOptions } from '@shop/nest-kit';
import { DataSource } from 'typeorm';
import { ordersConfigSchema } from '../config/orders-config.js';
import { ordersTables } from './orders-tables.js';

/**
 * For the TypeORM CLI only, on the compiled output (the service builds its own data source):
 * `npx typeorm migration:generate -d services/orders/dist/database/data-source.js
 *  services/orders/src/database/migrations/<Name>` after `npx tsc -b services/orders`.
 */
export default new DataSource(
  serviceDataSourceOptions(loadConfig(ordersConfigSchema), ordersTables),
);
