import { Module, type DynamicModule } from '@nestjs/common';
import { serviceDatabaseModule, serviceRootModule } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from './config/pricing-config.js';
import { pricingTables } from './database/pricing-tables.js';
import { seedPricingData } from './database/seed.js';
import { DesignQuoteModule } from './design-quote/design-quote.module.js';
import { HealthModule } from './health/health.module.js';
import { LaserQuoteModule } from './laser-quote/laser-quote.module.js';
import { LaserQuoteRequestsModule } from './laser-quote-requests/laser-quote-requests.module.js';
import { MaterialPricesModule } from './material-prices/material-prices.module.js';
import { MaterialsModule } from './materials/materials.module.js';
import { PriceCalculationModule } from './price-calculation/price-calculation.module.js';
import { PriceCatalogModule } from './price-catalog/price-catalog.module.js';
import { QuantityTiersModule } from './quantity-tiers/quantity-tiers.module.js';
import { SystemSettingsModule } from './system-settings/system-settings.module.js';

@Module({})
export class AppModule {
  /** The pricing service wired to one parsed configuration. */
  static forRoot(config: PricingConfig): DynamicModule {
    return serviceRootModule(AppModule, PRICING_CONFIG, config, [
      serviceDatabaseModule({
        config,
        ...pricingTables,
        seed: (dataSource) =>
          seedPricingData(dataSource.manager, config.DB_SCHEMA).then(
            (seeded) =>
              `inserted ${seeded.materialsInserted} materials, ${seeded.priceRowsInserted} price rows, ${seeded.settingsInserted} settings`,
          ),
      }),
      PriceCatalogModule,
      MaterialsModule,
      MaterialPricesModule,
      SystemSettingsModule,
      QuantityTiersModule,
      PriceCalculationModule,
      DesignQuoteModule,
      LaserQuoteModule,
      LaserQuoteRequestsModule,
      HealthModule,
    ]);
  }
}
