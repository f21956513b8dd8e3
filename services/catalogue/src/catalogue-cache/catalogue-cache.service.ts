import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { CATALOGUE_SOURCE, type CatalogueSource } from './catalogue-source.js';

const RETRY_AFTER_FAILED_RELOAD_MS = 2_000;

/**
 * Categories and products held in memory: loaded before the service listens and reloaded
 * when `catalogue.products.changed` arrives, so no shop read ever waits for the database.
 * Reloads run one at a time; a reload request is satisfied by any load that started after it,
 * so a burst of events costs one or two loads, and no event is lost while a load is running.
 * A failed reload keeps the previous data and retries until it succeeds.
 */
@Injectable()
export class CatalogueCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueCache');
  private current?: CatalogueSnapshot;
  private loadsStarted = 0;
  /** Number of the latest load that succeeded; its data is at least as new as its start. */
  private freshAsOfLoad = 0;
  private queue: Promise<void> = Promise.resolve();
  private retryTimer?: NodeJS.Timeout;

  constructor(@Inject(CATALOGUE_SOURCE) private readonly source: CatalogueSource) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    this.logger.log(`Loaded ${this.snapshot.products.length} products into the catalogue cache`);
  }

  onModuleDestroy(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** The data of the latest successful load. */
  get snapshot(): CatalogueSnapshot {
    if (!this.current) throw new Error('Catalogue used before it was loaded');
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
  async refreshAfterChange(reason = 'catalogue.products.changed'): Promise<void> {
    try {
      await this.reload();
      this.logger.log(`Price cache reloaded after ${reason}`);
    } catch (error) {
      this.logger.error(
        `Reloading the catalogue cache failed; serving the previous data and retrying: ${String(error)}`,
      );
      this.scheduleRetry(reason);
    }
  }

  private async loadNow(): Promise<void> {
    const loadNumber = ++this.loadsStarted;
    const data = await this.source.load();
    this.current = new CatalogueSnapshot(data);
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
