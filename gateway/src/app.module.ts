import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { ContentModule } from './content/content.module.js';
import { ConfigModule } from './config/config.module.js';
import { type GatewayConfig } from './config/gateway-config.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LaserModule } from './laser/laser.module.js';
import { LaserRequestsModule } from './laser-requests/laser-requests.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { QuantityTiersModule } from './quantity-tiers/quantity-tiers.module.js';
import { OffersModule } from './offers/offers.module.js';
import { ReadCacheModule } from './http/read-cache/read-cache.module.js';
import { RedisModule } from './redis/redis.module.js';

@Module({})
export class AppModule {
  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forConfig(config),
        RedisModule,
        ReadCacheModule,
        AuthModule,
        PricingModule,
        QuantityTiersModule,
        CatalogueModule,
        CartModule,
        OffersModule,
        LaserModule,
        LaserRequestsModule,
        OrdersModule,
        ContentModule,
        HealthModule,
        OpenApiModule,
      ],
    };
  }
}
