import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { cartPriceEventsConsumer, priceEventsStream } from '@shop/contracts';
import { DurableStreamConsumer, jsonBodyOf, messageIdOf } from '@shop/nest-kit';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { announcedGeneration } from './announced-generation.js';
import { PricesGeneration } from './prices-generation.js';

/**
 * Listens for price events through the cart's durable JetStream consumer. Each event is recorded
 * in Redis (the prices generation goes up once per message id, and the change generation the
 * event announces is kept for its service) and only then acknowledged, so a message delivered
 * twice is counted once.
 */
@Injectable()
export class PriceEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: DurableStreamConsumer;

  constructor(
    @Inject(CART_CONFIG) config: CartConfig,
    @Inject(PricesGeneration) generation: PricesGeneration,
  ) {
    this.consumer = new DurableStreamConsumer({
      nats: config,
      connectionName: 'cart-price-events',
      stream: priceEventsStream.name,
      consumer: cartPriceEventsConsumer,
      ackWaitMs: config.PRICE_EVENTS_ACK_WAIT_MS,
      logger: new Logger(PriceEventsConsumer.name),
      handle: async (message) => {
        const { applied, generation: current } = await generation.record(
          messageIdOf(message),
          announcedGeneration(message.subject, jsonBodyOf(message)),
        );
        return applied ? `prices generation ${current}` : 'recorded before, not counted again';
      },
    });
  }

  /** Creates the consumer before the service says it is ready (when the stream exists), then consumes. */
  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
