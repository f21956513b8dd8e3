import type { LoggerService } from '@nestjs/common';
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
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

/** A durable consumer as the contracts define it (`cartPriceEventsConsumer`, ...). */
export interface DurableConsumerDefinition {
  durableName: string;
  /** How often a message is offered before JetStream gives up on it. */
  maxDeliver: number;
}

export interface DurableStreamConsumerOptions {
  nats: NatsConnectionConfig;
  /** The connection's name as NATS shows it, e.g. 'cart-price-events'. */
  connectionName: string;
  /** The stream's name; it belongs to its publishers, who create it. */
  stream: string;
  consumer: DurableConsumerDefinition;
  /** How long a replica may take to handle a message before it is offered again. */
  ackWaitMs: number;
  logger: Pick<LoggerService, 'log' | 'warn'>;
  /**
   * Handles one message and resolves with a line for the log once its effect is stored; the
   * message is then acknowledged. A rejection leaves it to be offered again (after
   * `retryMessageMs`). It must do no harm when the same message comes twice.
   */
  handle: (message: JsMsg) => Promise<string>;
  /** Pause before a failed message is offered again; 1 s unless given. */
  retryMessageMs?: number;
  /** Pause before consuming again after the consumer or the connection failed; 1 s unless given. */
  retryConsumingMs?: number;
}

/**
 * Consumes a JetStream stream through one durable pull consumer, shared by every replica of a
 * service, so each message is handled by one of them and survives a time when none runs. A
 * message is acknowledged only after its handler stored what it does: a replica that dies before
 * leaves it to be delivered again after the ack wait, so handlers must be idempotent.
 *
 * The stream belongs to its publishers: the consumer waits for it, retrying until a publisher has
 * started, and never changes it, so a consumer of another release cannot stop consuming over a
 * stream definition it disagrees with. A consumer created anew (first start, or after it was
 * deleted) catches up on what the stream still holds.
 */
export class DurableStreamConsumer {
  private connection?: NatsConnection;
  private messages?: ConsumerMessages;
  private stopped = false;
  private loop?: Promise<void>;

  constructor(private readonly options: DurableStreamConsumerOptions) {}

  /** Creates the consumer when the stream exists already (so it is there once this resolves), then consumes. */
  async start(): Promise<void> {
    await this.prepare().catch((error: unknown) => {
      this.options.logger.warn(`${this.describe()} not consumed yet: ${String(error)}`);
    });
    this.loop = this.consumeForever();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.messages?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    await this.loop;
  }

  private describe(): string {
    return `${this.options.stream} (${this.options.consumer.durableName})`;
  }

  private async consumeForever(): Promise<void> {
    const { stream, consumer, logger } = this.options;
    while (!this.stopped) {
      try {
        const nc = await this.prepare();
        const durable = await jetstream(nc).consumers.get(stream, consumer.durableName);
        this.messages = await durable.consume({ max_messages: 16 });
        for await (const message of this.messages) await this.handle(message);
      } catch (error) {
        if (!this.stopped) logger.warn(`Consuming ${this.describe()} failed: ${String(error)}`);
      }
      if (!this.stopped) await pause(this.options.retryConsumingMs ?? 1_000);
    }
  }

  private async prepare(): Promise<NatsConnection> {
    this.connection ??= await connect(
      natsConnectionOptions(this.options.nats, this.options.connectionName),
    );
    const jsm = await jetstreamManager(this.connection);
    await jsm.streams.info(this.options.stream);
    await this.ensureConsumer(jsm);
    return this.connection;
  }

  private async ensureConsumer(jsm: JetStreamManager): Promise<void> {
    const { stream, consumer } = this.options;
    const ackWait = nanos(this.options.ackWaitMs);
    const existing = await jsm.consumers.info(stream, consumer.durableName).catch(() => undefined);
    if (!existing) {
      await jsm.consumers.add(stream, {
        durable_name: consumer.durableName,
        ack_policy: AckPolicy.Explicit,
        ack_wait: ackWait,
        max_deliver: consumer.maxDeliver,
        deliver_policy: DeliverPolicy.All,
      });
      return;
    }
    const { config } = existing;
    if (config.ack_wait !== ackWait || config.max_deliver !== consumer.maxDeliver) {
      await jsm.consumers.update(stream, consumer.durableName, {
        ack_wait: ackWait,
        max_deliver: consumer.maxDeliver,
      });
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    const messageId = messageIdOf(message);
    try {
      const outcome = await this.options.handle(message);
      message.ack();
      this.options.logger.log(
        `${message.subject} ${messageId} (delivery ${message.info.deliveryCount}): ${outcome}`,
      );
    } catch (error) {
      this.options.logger.warn(`Handling ${message.subject} ${messageId} failed: ${String(error)}`);
      message.nak(this.options.retryMessageMs ?? 1_000);
    }
  }
}

/** The id its publisher gave the message (`Nats-Msg-Id`), else its place in the stream. */
export function messageIdOf(message: JsMsg): string {
  return message.headers?.get('Nats-Msg-Id') || `${message.info.stream}:${message.seq}`;
}

/** The message's JSON body; undefined when it is none. */
export function jsonBodyOf(message: JsMsg): unknown {
  try {
    return message.json<unknown>();
  } catch {
    return undefined;
  }
}

/**
 * The event a message carries: the `data` of Nest's event envelope (`{ pattern, data }`), in which
 * our publishers send every event; undefined for a body of another shape.
 */
export function eventDataOf(message: JsMsg): unknown {
  const body = jsonBodyOf(message);
  return typeof body === 'object' && body !== null && 'data' in body
    ? (body as { data: unknown }).data
    : undefined;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
