import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PRICING_CONFIG, type PricingConfig } from './config/pricing-config.js';
import { pricingDataSourceOptions } from './database/data-source-options.js';
import { prepareDatabase } from './database/prepare-database.js';
import { DesignQuoteModule } from './design-quote/design-quote.module.js';
import { HealthModule } from './health/health.module.js';
import { LaserQuoteModule } from './laser-quote/laser-quote.module.js';
import { LaserQuoteRequestsModule } from './laser-quote-requests/laser-quote-requests.module.js';
import { MaterialPricesModule } from './material-prices/material-prices.module.js';
import { MaterialsModule } from './materials/materials.module.js';
import { PriceCalculationModule } from './price-calculation/price-calculation.module.js';
import { PriceCatalogModule } from './price-catalog/price-catalog.module.js';
import { SystemSettingsModule } from './system-settings/system-settings.module.js';

@Module({})
export class AppModule {
  /** The pricing service wired to one parsed configuration. */
  static forRoot(config: PricingConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          // Start-up already waited for PostgreSQL; a failure here is not worth nine retries.
          useFactory: () => ({ ...pricingDataSourceOptions(config), retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = new DataSource(options as DataSourceOptions);
            await dataSource.initialize();
            try {
              const seeded = await prepareDatabase(dataSource, config.DB_SCHEMA);
              new Logger('Database').log(
                `Schema ${config.DB_SCHEMA} migrated; seed inserted ${seeded.materialsInserted} materials, ` +
                  `${seeded.priceRowsInserted} price rows, ${seeded.settingsInserted} settings`,
              );
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
        PriceCatalogModule,
        MaterialsModule,
        MaterialPricesModule,
        SystemSettingsModule,
        PriceCalculationModule,
        DesignQuoteModule,
        LaserQuoteModule,
        LaserQuoteRequestsModule,
        HealthModule,
      ],
      providers: [{ provide: PRICING_CONFIG, useValue: config }],
      exports: [PRICING_CONFIG],
    };
  }
}
