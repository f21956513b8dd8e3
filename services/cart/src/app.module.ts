import { Module, type DynamicModule } from '@nestjs/common';
import { CartsModule } from './carts/carts.module.js';
import { CART_CONFIG, type CartConfig } from './config/cart-config.js';
import { HealthModule } from './health/health.module.js';
import { NatsModule } from './nats/nats.module.js';
import { RedisModule } from './redis/redis.module.js';

@Module({})
export class AppModule {
  /** The cart service wired to one parsed configuration. */
  static forRoot(config: CartConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [RedisModule, NatsModule, CartsModule, HealthModule],
      providers: [{ provide: CART_CONFIG, useValue: config }],
      exports: [CART_CONFIG],
    };
  }
}
