import type { DataSourceOptions } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity.js';
import type { CatalogueConfig } from '../config/catalogue-config.js';
import { ProductDimensionEntity } from '../product-dimensions/product-dimension.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { CreateCatalogueTables1795600000000 } from './migrations/1795600000000-create-catalogue-tables.js';

export const catalogueEntities = [CategoryEntity, ProductEntity, ProductDimensionEntity];
export const catalogueMigrations = [CreateCatalogueTables1795600000000];

/** TypeORM options of the catalogue schema: migrations only, never `synchronize`. */
export function catalogueDataSourceOptions(config: CatalogueConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: config.DB_SCHEMA,
    entities: catalogueEntities,
    migrations: catalogueMigrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    // No query may hang for ever (it would stall the cache's reload queue); generous, since a
    // replica's migration waits on another's advisory lock.
    extra: {
      max: 5,
      connectionTimeoutMillis: 3_000,
      statement_timeout: 30_000,
      query_timeout: 35_000,
    },
  };
}
