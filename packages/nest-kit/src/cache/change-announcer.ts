import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import { JetStreamEventPublisher, type EventStreamDefinition } from '../nats/jetstream-events.js';
import type { NatsConnectionConfig } from '../nats/nats-options.js';

/** What every change event carries: the admin subject that caused it and its generation. */
export interface ChangeEvent {
  change: string;
  /** The change generation the write committed; absent from events of older releases. */
  generation?: number;
}

/** The part of a SnapshotCache an announcer reloads. */
export interface ChangeRefreshingCache {
  refreshAfterChange(reason: string, generation?: number): Promise<void>;
}

export interface ChangeAnnouncerOptions {
  /** The event's subject, e.g. `pricing.prices.changed`. */
  subject: string;
  stream: EventStreamDefinition;
  nats: NatsConnectionConfig;
  /** The publisher's NATS connection name, e.g. 'pricing-events'. */
  name: string;
  cache: ChangeRefreshingCache;
  logger: Pick<LoggerService, 'error' | 'warn' | 'log'>;
}

/**
 * Tells everyone that a service's data changed after a committed write: reloads this replica's
 * cache and then publishes the event (every replica reloads on it), both before the write is
 * answered, so the admin's next read already sees the change here. The event carries the
 * write's generation, so a consumer that reads again on it can ask any replica for at least
 * that generation.
 */
export class ChangeAnnouncer<Event extends ChangeEvent> {
  private readonly publisher: JetStreamEventPublisher;

  constructor(private readonly options: ChangeAnnouncerOptions) {
    const { stream, nats, name, logger } = options;
    this.publisher = new JetStreamEventPublisher({ stream, nats, name, logger });
  }

  /**
   * Creates or updates the JetStream stream in the background (start is not held up by it; the
   * first publish makes sure of the stream again if this has not finished or failed).
   */
  onApplicationBootstrap(): void {
    void this.publisher.start();
  }

  /**
   * Never throws: the write is committed whatever happens here. Each call is one change with an
   * id of its own, published as the JetStream msg id, so a retried publish is stored once. A
   * failed reload is retried in the background; the event still goes out, so other replicas and
   * consumers reload.
   */
  async announce(event: Event): Promise<void> {
    const changeId = randomUUID();
    await this.options.cache.refreshAfterChange(event.change, event.generation);
    await this.publisher.publish(
      this.options.subject,
      { ...event, changeId },
      changeId,
      event.change,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher.close();
  }
}
