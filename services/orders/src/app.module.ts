import { Module, type DynamicModule } from '@nestjs/common';
import { serviceDatabaseModule, serviceRootModule } from '@shop/nest-kit';
import { ORDERS_CONFIG, type OrdersConfig } from './config/orders-config.js';
import { ordersTables } from './database/orders-tables.js';
import { HealthModule } from './health/health.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { PeersModule } from './peers/peers.module.js';
import { OffersModule } from './offers/offers.module.js';
import { RetentionModule } from './retention/retention.module.js';

@Module({})
export class AppModule {
  /** The orders service wired to one parsed configuration. */
  static forRoot(config: OrdersConfig): DynamicModule {
    return serviceRootModule(AppModule, ORDERS_CONFIG, config, [
      serviceDatabaseModule({ config, ...ordersTables }),
      PeersModule,
      OutboxModule,
      OrdersModule,
      OffersModule,
      RetentionModule,
      HealthModule,
    ]);
  }
}
