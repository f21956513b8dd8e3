import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { quoteIdentifier } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { PartFiles } from '../peers/part-files.js';

/** How often the retention rules run. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Days an offer is kept beyond its validity (an order placed from it may still refer to it). */
export const OFFER_KEEP_DAYS_AFTER_VALIDITY = 14;
/** Years orders are kept after the end of the year they were placed in (§ 147 AO, § 257 HGB). */
export const ORDER_KEEP_YEARS = 10;
/** Days a sent mail's copy stays in the outbox (for support questions), then it is deleted. */
export const SENT_OUTBOX_KEEP_DAYS = 30;

/**
 * Deletes personal data once it may no longer be kept: offers 14 days after their validity ends,
 * orders (with their lines, history, idempotency keys and part files) ten years after the end of
 * the year they were placed in, and sent mails 30 days after they went out. Runs at start and
 * every hour; each rule is one statement, safe with several replicas.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(PartFiles) private readonly partFiles: PartFiles,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Applies every rule once; answers how many rows each deleted. */
  async run(): Promise<{ offers: number; orders: number; outbox: number }> {
    const schema = quoteIdentifier(this.config.DB_SCHEMA);
    try {
      const [, offers] = (await this.dataSource.query(
        `DELETE FROM ${schema}."offers" WHERE "valid_until" < current_date - $1::int`,
        [OFFER_KEEP_DAYS_AFTER_VALIDITY],
      )) as [unknown, number];
      const cutoff = `make_timestamptz(extract(year FROM now() AT TIME ZONE 'Europe/Berlin')::int - $1, 1, 1, 0, 0, 0, 'Europe/Berlin')`;
      const { expired, orders } = await this.dataSource.transaction(async (manager) => {
        const files = (await manager.query(
          `SELECT l."part_object_name" FROM ${schema}."orders" o
           JOIN ${schema}."order_lines" l ON l."order_number" = o."order_number"
           WHERE o."created_at" < ${cutoff} AND l."part_object_name" IS NOT NULL`,
          [ORDER_KEEP_YEARS],
        )) as Array<{ part_object_name: string }>;
        const [, deleted] = (await manager.query(
          `DELETE FROM ${schema}."orders" WHERE "created_at" < ${cutoff}`,
          [ORDER_KEEP_YEARS],
        )) as [unknown, number];
        return { expired: files, orders: deleted };
      });
      await this.partFiles.discard(expired.map((row) => row.part_object_name));
      const [, outbox] = (await this.dataSource.query(
        `DELETE FROM ${schema}."outbox_messages" WHERE "sent_at" < now() - make_interval(days => $1)`,
        [SENT_OUTBOX_KEEP_DAYS],
      )) as [unknown, number];
      if (offers + orders + outbox > 0) {
        this.logger.log(
          `Retention deleted ${offers} offers, ${orders} orders, ${outbox} sent mails`,
        );
      }
      return { offers, orders, outbox };
    } catch (error) {
      this.logger.error(`Retention failed: ${String(error)}`);
      return { offers: 0, orders: 0, outbox: 0 };
    }
  }
}
