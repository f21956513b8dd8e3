import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { cartPriceEventsConsumer, priceEventsStream } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';
import { announcedGeneration } from './announced-generation.js';
import { PricesGeneration } from './prices-generation.js';

/** Pause before consuming again after the consumer or the connection failed. */
const RETRY_MS = 1_000;
/** A message Redis could not record is offered again after this long. */
const NAK_DELAY_MS = 1_000;

/**
 * Listens for price events through the cart's durable JetStream consumer (shared by every cart
 * replica, so each event is handled by one of them and survives a time when none runs). Each
 * event is recorded in Redis (the prices generation goes up once per message id, and the change
 * generation the event announces is kept for its service) and only then acknowledged: a replica
 * that dies before acknowledging leaves the message to be delivered again after the ack wait, and
 * a message delivered twice is counted once.
 */
@Injectable()
export class PriceEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PriceEventsConsumer.name);
  private connection?: NatsConnection;
  private messages?: ConsumerMessages;
  private stopped = false;
  private loop?: Promise<void>;

  constructor(
    @Inject(CART_CONFIG) private readonly config: CartConfig,
    @Inject(PricesGeneration) private readonly generation: PricesGeneration,
  ) {}

  /**
   * Creates the consumer before the service says it is ready (when the stream exists already),
   * then consumes.
   */
  async onApplicationBootstrap(): Promise<void> {
    const first = this.prepare().catch((error: unknown) => {
      this.logger.warn(`Price events not consumed yet: ${String(error)}`);
    });
    await first;
    this.loop = this.consumeForever();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    await this.loop;
  }

  private async consumeForever(): Promise<void> {
    while (!this.stopped) {
      try {
        const nc = await this.prepare();
        const consumer = await jetstream(nc).consumers.get(
          priceEventsStream.name,
          cartPriceEventsConsumer.durableName,
        );
        this.messages = await consumer.consume({ max_messages: 16 });
        for await (const message of this.messages) await this.handle(message);
      } catch (error) {
        if (!this.stopped) this.logger.warn(`Consuming price events failed: ${String(error)}`);
      }
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /**
   * The connection, with the durable consumer as the contracts define it. The stream belongs to
   * its publishers (pricing and catalogue create and update it; the cart's NATS user may not):
   * the cart waits for it, retrying until a publisher has started, and never changes it, so a
   * cart of another release cannot stop consuming over a stream definition it disagrees with.
   */
  private async prepare(): Promise<NatsConnection> {
    this.connection ??= await connect(natsConnectionOptions(this.config, 'cart-price-events'));
    const jsm = await jetstreamManager(this.connection);
    await jsm.streams.info(priceEventsStream.name);
    await this.ensureConsumer(jsm);
    return this.connection;
  }

  private async ensureConsumer(jsm: JetStreamManager): Promise<void> {
    const { durableName, maxDeliver } = cartPriceEventsConsumer;
    const ackWait = nanos(this.config.PRICE_EVENTS_ACK_WAIT_MS);
    const existing = await jsm.consumers
      .info(priceEventsStream.name, durableName)
      .catch(() => undefined);
    if (!existing) {
      await jsm.consumers.add(priceEventsStream.name, {
        durable_name: durableName,
        ack_policy: AckPolicy.Explicit,
        ack_wait: ackWait,
        max_deliver: maxDeliver,
        // a consumer created anew (first start, or after it was deleted) catches up on what the
        // stream still holds: counting old events again only costs one extra re-pricing
        deliver_policy: DeliverPolicy.All,
      });
      return;
    }
    const { config } = existing;
    if (config.ack_wait !== ackWait || config.max_deliver !== maxDeliver) {
      await jsm.consumers.update(priceEventsStream.name, durableName, {
        ack_wait: ackWait,
        max_deliver: maxDeliver,
      });
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    const messageId =
      message.headers?.get('Nats-Msg-Id') || `${message.info.stream}:${message.seq}`;
    try {
      const { applied, generation } = await this.generation.record(
        messageId,
        announcedGeneration(message.subject, bodyOf(message)),
      );
      message.ack();
      this.logger.log(
        `${message.subject} ${messageId} (delivery ${message.info.deliveryCount}): ` +
          (applied ? `prices generation ${generation}` : 'recorded before, not counted again'),
      );
    } catch (error) {
      this.logger.warn(`Recording ${message.subject} ${messageId} failed: ${String(error)}`);
      message.nak(NAK_DELAY_MS);
    }
  }
}

/** The message's JSON body; undefined when it is none. */
function bodyOf(message: JsMsg): unknown {
  try {
    return message.json<unknown>();
  } catch {
    return undefined;
  }
}
