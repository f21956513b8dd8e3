import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CatalogueCacheModule } from './catalogue-cache/catalogue-cache.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { CATALOGUE_CONFIG, type CatalogueConfig } from './config/catalogue-config.js';
import { catalogueDataSourceOptions } from './database/data-source-options.js';
import { prepareDatabase } from './database/prepare-database.js';
import { HealthModule } from './health/health.module.js';
import { ProductDimensionsModule } from './product-dimensions/product-dimensions.module.js';
import { ProductsModule } from './products/products.module.js';

@Module({})
export class AppModule {
  /** The catalogue service wired to one parsed configuration. */
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          // Start-up already waited for PostgreSQL; a failure here is not worth nine retries.
          useFactory: () => ({ ...catalogueDataSourceOptions(config), retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = new DataSource(options as DataSourceOptions);
            await dataSource.initialize();
            try {
              const seeded = await prepareDatabase(dataSource, config.DB_SCHEMA);
              new Logger('Database').log(
                `Schema ${config.DB_SCHEMA} migrated; seed wrote ${seeded.categoriesWritten} categories, ` +
                  `inserted ${seeded.productsInserted} products and ${seeded.dimensionsInserted} dimensions`,
              );
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
        CatalogueCacheModule,
        CategoriesModule,
        ProductsModule,
        ProductDimensionsModule,
        HealthModule,
      ],
      providers: [{ provide: CATALOGUE_CONFIG, useValue: config }],
      exports: [CATALOGUE_CONFIG],
    };
  }
}
