import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JetStreamEventPublisher, quoteIdentifier } from '@shop/nest-kit';
import type { DataSource, QueryRunner } from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { MailSender } from './mail-sender.js';
import type { OutboxPayload } from './outbox-payload.js';
import { retryDelayMs } from './retry-delay.js';

/** Rows one claim takes at most. */
const BATCH_SIZE = 20;

interface ClaimedRow {
  id: string;
  payload: OutboxPayload;
  attempts: number;
}

/**
 * Sends what the outbox holds: mails through MailSender, events into ORDER_EVENTS. It wakes after
 * every commit that added rows and every OUTBOX_POLL_MS. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so replicas running side by side never send one row twice; a row
 * that fails waits with exponential backoff (capped) and is tried again, never dropped.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(MailSender) private readonly mails: MailSender,
    @Inject(JetStreamEventPublisher) private readonly events: JetStreamEventPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.events.start();
    this.logger.log(`Outbox sends mails as ${this.mails.describe()}`);
    this.timer = setInterval(() => this.wake(), this.config.OUTBOX_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due now; a wake-up while a round runs starts another right after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error(`Outbox round failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.round()) === BATCH_SIZE) {
      // A full batch: more may be due.
    }
  }

  /** Claims due rows, sends each, and records the outcome in the same transaction. */
  private async round(): Promise<number> {
    const table = `${quoteIdentifier(this.config.DB_SCHEMA)}."outbox_messages"`;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows: ClaimedRow[] = await runner.query(
        `SELECT "id", "payload", "attempts" FROM ${table}
         WHERE "sent_at" IS NULL AND "next_attempt_at" <= now()
         ORDER BY "id" LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) await this.deliver(runner, table, row);
      await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async deliver(runner: QueryRunner, table: string, row: ClaimedRow): Promise<void> {
    try {
      if (row.payload.kind === 'mail') await this.mails.send(row.payload, row.id);
      else
        await this.events.publishOrThrow(row.payload.subject, row.payload.event, row.payload.msgId);
      await runner.query(
        `UPDATE ${table} SET "sent_at" = now(), "attempts" = "attempts" + 1, "last_error" = NULL WHERE "id" = $1`,
        [row.id],
      );
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelayMs(
        attempts,
        this.config.OUTBOX_RETRY_BASE_MS,
        this.config.OUTBOX_RETRY_MAX_MS,
      );
      const message = String(error).slice(0, 1000);
      this.logger.warn(
        `Outbox ${row.payload.kind} ${row.id} failed (attempt ${attempts}), next try in ${delay} ms: ${message}`,
      );
      await runner.query(
        `UPDATE ${table} SET "attempts" = $2, "last_error" = $3,
           "next_attempt_at" = now() + make_interval(secs => $4::double precision / 1000)
         WHERE "id" = $1`,
        [row.id, attempts, message, delay],
      );
    }
  }
}
