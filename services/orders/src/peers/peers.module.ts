import { Global, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { orderEventsStream } from '@shop/contracts';
import { JetStreamEventPublisher, ServiceRequester } from '@shop/nest-kit';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { PartFiles } from './part-files.js';

/** Closes the event publisher's connection with the application. */
class OrderEventsPublisher extends JetStreamEventPublisher implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/**
 * What the orders service uses of others: its NATS client for cart and pricing, the object
 * stores of part files, and the ORDER_EVENTS stream.
 */
@Global()
@Module({
  providers: [
    {
      provide: ServiceRequester,
      inject: [ORDERS_CONFIG],
      useFactory: (config: OrdersConfig) =>
        new ServiceRequester({
          nats: config,
          clientName: 'orders-client',
          timeoutMs: config.SERVICE_REQUEST_TIMEOUT_MS,
        }),
    },
    {
      provide: JetStreamEventPublisher,
      inject: [ORDERS_CONFIG],
      useFactory: (config: OrdersConfig) =>
        new OrderEventsPublisher({
          nats: config,
          name: 'orders-events',
          stream: orderEventsStream,
          logger: new Logger('OrderEvents'),
        }),
    },
    PartFiles,
  ],
  exports: [ServiceRequester, JetStreamEventPublisher, PartFiles],
})
export class PeersModule {}
