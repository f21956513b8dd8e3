import { Module, type DynamicModule } from '@nestjs/common';
import { serviceDatabaseModule, serviceRootModule } from '@shop/nest-kit';
import { CatalogueCacheModule } from './catalogue-cache/catalogue-cache.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { CATALOGUE_CONFIG, type CatalogueConfig } from './config/catalogue-config.js';
import { catalogueTables } from './database/catalogue-tables.js';
import { seedCatalogue } from './database/seed.js';
import { HealthModule } from './health/health.module.js';
import { ProductDimensionsModule } from './product-dimensions/product-dimensions.module.js';
import { ProductsModule } from './products/products.module.js';

@Module({})
export class AppModule {
  /** The catalogue service wired to one parsed configuration. */
  static forRoot(config: CatalogueConfig): DynamicModule {
    return serviceRootModule(AppModule, CATALOGUE_CONFIG, config, [
      serviceDatabaseModule({
        config,
        ...catalogueTables,
        seed: (dataSource) =>
          seedCatalogue(dataSource.manager, config.DB_SCHEMA).then(
            (seeded) =>
              `wrote ${seeded.categoriesWritten} categories, inserted ${seeded.productsInserted} products (translated ${seeded.productsTranslated}) and ${seeded.dimensionsInserted} dimensions`,
          ),
      }),
      CatalogueCacheModule,
      CategoriesModule,
      ProductsModule,
      ProductDimensionsModule,
      HealthModule,
    ]);
  }
}
