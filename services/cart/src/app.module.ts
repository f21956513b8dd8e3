import { Module, type DynamicModule } from '@nestjs/common';
import { serviceRootModule } from '@shop/nest-kit';
import { CartsModule } from './carts/carts.module.js';
import { CART_CONFIG, type CartConfig } from './config/cart-config.js';
import { HealthModule } from './health/health.module.js';
import { NatsModule } from './nats/nats.module.js';
import { OrderEventsModule } from './order-events/order-events.module.js';
import { RedisModule } from './redis/redis.module.js';

@Module({})
export class AppModule {
  /** The cart service wired to one parsed configuration. */
  static forRoot(config: CartConfig): DynamicModule {
    return serviceRootModule(AppModule, CART_CONFIG, config, [
      RedisModule,
      NatsModule,
      CartsModule,
      OrderEventsModule,
      HealthModule,
    ]);
  }
}
