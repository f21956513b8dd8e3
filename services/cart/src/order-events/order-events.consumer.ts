import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  cartOrderEventsConsumer,
  orderEventsStream,
  orderPlacedEventSchema,
} from '@shop/contracts';
import { DurableStreamConsumer, eventDataOf } from '@shop/nest-kit';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { CartStore } from '../carts/cart-store.js';

/**
 * Takes the lines of every placed order out of its cart, through the cart's durable consumer of
 * `orders.order.placed`: exactly the ordered lines go (one added meanwhile stays), and an event
 * handled twice removes nothing more. So the cart empties even when the cart service was slow or
 * away when the order was placed, or the orders service died right after its commit.
 */
@Injectable()
export class OrderEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderEventsConsumer.name);
  private readonly consumer: DurableStreamConsumer;

  constructor(@Inject(CART_CONFIG) config: CartConfig, @Inject(CartStore) store: CartStore) {
    this.consumer = new DurableStreamConsumer({
      nats: config,
      connectionName: 'cart-order-events',
      stream: orderEventsStream.name,
      consumer: cartOrderEventsConsumer,
      ackWaitMs: config.ORDER_EVENTS_ACK_WAIT_MS,
      logger: this.logger,
      handle: async (message) => {
        const event = orderPlacedEventSchema.safeParse(eventDataOf(message));
        // Nothing to take out of an event that does not say which lines: offering it again
        // would not change that.
        if (!event.success) return 'not an order event the cart can read; skipped';
        const { orderNumber, cartId, cartLineIds } = event.data;
        const { entries } = await store.removeLines(cartId, cartLineIds);
        return `the lines of order ${orderNumber} are out of cart ${cartId} (${entries.length} left)`;
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
