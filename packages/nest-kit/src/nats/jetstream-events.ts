import type { LoggerService } from '@nestjs/common';
import {
  jetstream,
  jetstreamManager,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

/** A JetStream stream as the contracts define it (e.g. `priceEventsStream`). */
export interface EventStreamDefinition {
  name: string;
  subjects: ReadonlyArray<string>;
  maxAgeMs: number;
  duplicateWindowMs: number;
}

/** What `ensureEventStream` did, for the start log. */
export type EnsuredStream = 'created' | 'updated' | 'unchanged';

/**
 * Creates the stream (file storage) or brings an existing one to the definition's subjects, max
 * age and duplicate window. Idempotent, and safe when several processes run it at once: whoever
 * comes second finds the stream and updates it only if its settings differ. Only the storage type
 * cannot be changed on a live stream; a stream kept in memory stays so and is reported as such.
 */
export async function ensureEventStream(
  jsm: JetStreamManager,
  definition: EventStreamDefinition,
  logger?: Pick<LoggerService, 'warn'>,
): Promise<EnsuredStream> {
  const wanted = {
    subjects: [...definition.subjects],
    max_age: nanos(definition.maxAgeMs),
    duplicate_window: nanos(definition.duplicateWindowMs),
  };
  for (let attempt = 0; ; attempt++) {
    const existing = await jsm.streams.info(definition.name).catch(() => undefined);
    if (!existing) {
      try {
        await jsm.streams.add({ name: definition.name, storage: StorageType.File, ...wanted });
        return 'created';
      } catch (error) {
        // Another process created it in the meantime: look again (once).
        if (attempt > 0) throw error;
        continue;
      }
    }
    const config: StreamConfig = existing.config;
    if (config.storage !== StorageType.File) {
      logger?.warn(`Stream ${definition.name} is not kept on file; recreate it to make it so`);
    }
    const same =
      sameSubjects(config.subjects ?? [], wanted.subjects) &&
      config.max_age === wanted.max_age &&
      config.duplicate_window === wanted.duplicate_window;
    if (same) return 'unchanged';
    await jsm.streams.update(definition.name, { ...wanted });
    return 'updated';
  }
}

function sameSubjects(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}

const PUBLISH_TIMEOUT_MS = 2_000;
const PUBLISH_ATTEMPTS = 3;

export interface JetStreamEventPublisherOptions {
  nats: NatsConnectionConfig;
  /** The connection's name as NATS shows it, e.g. 'pricing-events'. */
  name: string;
  stream: EventStreamDefinition;
  logger: Pick<LoggerService, 'error' | 'warn' | 'log'>;
}

/**
 * Publishes events after committed writes into a JetStream stream, on its own NATS connection.
 * Each event goes out with a message id (`Nats-Msg-Id`): a publish that is retried because its
 * acknowledgement got lost is stored once. The body is Nest's event envelope (`{ pattern, data }`),
 * so plain NATS subscriptions of Nest's `@EventPattern` (every replica's cache reload) receive the
 * same message as the stream stores. Publishing never throws: the write is done whatever happens
 * here, so a failure is only logged.
 */
export class JetStreamEventPublisher {
  private connection?: Promise<NatsConnection>;
  private stream?: Promise<unknown>;

  constructor(private readonly options: JetStreamEventPublisherOptions) {}

  /** Connects and creates or updates the stream; failures are logged and tried again later. */
  async start(): Promise<void> {
    await this.ensureStream().catch(() => undefined);
  }

  /** Publishes `event` on `subject` with `msgId`; `occasion` names the write in failure logs. */
  async publish(subject: string, event: unknown, msgId: string, occasion: string): Promise<void> {
    try {
      await this.publishOrThrow(subject, event, msgId);
    } catch (error) {
      this.options.logger.error(
        `Publishing ${subject} (${msgId}) after ${occasion} failed: ${String(error)}`,
      );
    }
  }

  /**
   * Publishes like {@link publish}, but throws when the stream has not stored the event after
   * its attempts, for a caller that keeps the event and tries again later (an outbox).
   */
  async publishOrThrow(subject: string, event: unknown, msgId: string): Promise<void> {
    const body = JSON.stringify({ pattern: subject, data: event });
    let lastError: unknown;
    for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS; attempt++) {
      try {
        await this.ensureStream();
        const js = jetstream(await this.connect());
        await js.publish(subject, body, { msgID: msgId, timeout: PUBLISH_TIMEOUT_MS });
        return;
      } catch (error) {
        lastError = error;
        // The stream may have been deleted meanwhile: make sure of it again before retrying.
        this.stream = undefined;
      }
    }
    throw lastError;
  }

  /** Closes the connection; call on application shutdown. */
  async close(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }

  private connect(): Promise<NatsConnection> {
    if (!this.connection) {
      const { nats, name } = this.options;
      this.connection = connect(natsConnectionOptions(nats, name));
      this.connection.catch(() => {
        this.connection = undefined;
      });
    }
    return this.connection;
  }

  private ensureStream(): Promise<unknown> {
    if (!this.stream) {
      const { stream, logger } = this.options;
      this.stream = this.connect()
        .then((nc) => jetstreamManager(nc))
        .then((jsm) => ensureEventStream(jsm, stream, logger))
        .then((outcome) => {
          if (outcome !== 'unchanged') logger.log(`JetStream stream ${stream.name} ${outcome}`);
        });
      this.stream.catch((error: unknown) => {
        logger.warn(`JetStream stream ${stream.name} not ready: ${String(error)}`);
        this.stream = undefined;
      });
    }
    return this.stream;
  }
}
