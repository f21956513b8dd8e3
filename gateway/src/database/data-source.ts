import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadGatewayConfig } from '../config/gateway-config.js';
import { gatewayDataSourceOptions } from './data-source-options.js';

/**
 * For the TypeORM CLI only, on the compiled output (the gateway builds its own data source):
 * `npx typeorm migration:generate -d gateway/dist/database/data-source.js
 *  gateway/src/database/migrations/<Name>` after `npx tsc -b gateway`.
 */
export default new DataSource(gatewayDataSourceOptions(loadGatewayConfig()));
