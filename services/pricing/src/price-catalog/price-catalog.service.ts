import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { PriceCatalogSnapshot } from './price-catalog-snapshot.js';
import { PRICE_CATALOG_SOURCE, type PriceCatalogSource } from './price-catalog-source.js';

const RETRY_AFTER_FAILED_RELOAD_MS = 2_000;

/**
 * Materials, price rows and settings held in memory: loaded before the service listens and
 * reloaded when `pricing.prices.changed` arrives, so no quote ever waits for the database.
 * Reloads run one at a time; a reload request is satisfied by any load that started after it,
 * so a burst of events costs one or two loads, and no event is lost while a load is running.
 * A failed reload keeps the previous data and retries until it succeeds.
 */
@Injectable()
export class PriceCatalogService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PriceCatalog');
  private current?: PriceCatalogSnapshot;
  private loadsStarted = 0;
  /** Number of the latest load that succeeded; its data is at least as new as its start. */
  private freshAsOfLoad = 0;
  private queue: Promise<void> = Promise.resolve();
  private retryTimer?: NodeJS.Timeout;

  constructor(@Inject(PRICE_CATALOG_SOURCE) private readonly source: PriceCatalogSource) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.logger.log(`Loaded ${this.snapshot.materials.length} materials into the price cache`);
  }

  onModuleDestroy(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** The data of the latest successful load. */
  get snapshot(): PriceCatalogSnapshot {
    if (!this.current) throw new Error('Price catalogue used before it was loaded');
    return this.current;
  }

  /** Loads the catalogue again; resolves once data at least as new as this call is in place. */
  reload(): Promise<void> {
    const requestedAfterLoad = this.loadsStarted;
    const step = this.queue.then(async () => {
      if (this.freshAsOfLoad > requestedAfterLoad) return;
      await this.loadNow();
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  /** Reload for an event: failures are logged and retried instead of thrown. */
  async refreshAfterChange(reason = 'pricing.prices.changed'): Promise<void> {
    try {
      await this.reload();
      this.logger.log(`Price cache reloaded after ${reason}`);
    } catch (error) {
      this.logger.error(
        `Reloading the price cache failed; serving the previous data and retrying: ${String(error)}`,
      );
      this.scheduleRetry(reason);
    }
  }

  private async loadNow(): Promise<void> {
    const loadNumber = ++this.loadsStarted;
    const data = await this.source.load();
    this.current = new PriceCatalogSnapshot(data);
    this.freshAsOfLoad = Math.max(this.freshAsOfLoad, loadNumber);
  }

  private scheduleRetry(reason: string): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.refreshAfterChange(reason);
    }, RETRY_AFTER_FAILED_RELOAD_MS);
    this.retryTimer.unref();
  }
}
