import type { LoggerService } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { lastValueFrom, timeout } from 'rxjs';
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

const PUBLISH_TIMEOUT_MS = 2_000;

export interface EventPublisherOptions {
  /** Where NATS is and the process's NATS user (the service's config). */
  nats: NatsConnectionConfig;
  /** The connection's name as NATS shows it, e.g. 'pricing-events'. */
  name: string;
  logger: Pick<LoggerService, 'error'>;
}

/**
 * Publishes events after committed writes on its own NATS client connection. Publishing never
 * throws: the write is done whatever happens here, so a failure is only logged (subscribers that
 * cache also reload after every NATS reconnect, so they catch up once NATS is back).
 */
export class EventPublisher {
  private readonly client: ClientProxy;

  constructor(private readonly options: EventPublisherOptions) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(options.nats, options.name),
    });
  }

  /** Emits `event` on `subject`; `occasion` names the write in the failure log line. */
  async publish(subject: string, event: unknown, occasion: string): Promise<void> {
    try {
      await lastValueFrom(this.client.emit(subject, event).pipe(timeout(PUBLISH_TIMEOUT_MS)), {
        defaultValue: undefined,
      });
    } catch (error) {
      this.options.logger.error(`Publishing ${subject} after ${occasion} failed: ${String(error)}`);
    }
  }

  /** Closes the connection; call on application shutdown. */
  async close(): Promise<void> {
    await this.client.close();
  }
}
