import { type DynamicModule, Module } from '@nestjs/common';
import { CartModule } from './cart/cart.module.js';
import { ConfigModule } from './config/config.module.js';
import { type GatewayConfig } from './config/gateway-config.js';
import { HealthModule } from './health/health.module.js';
import { PricingModule } from './pricing/pricing.module.js';

@Module({})
export class AppModule {
  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forConfig(config), PricingModule, CartModule, HealthModule],
    };
  }
}
