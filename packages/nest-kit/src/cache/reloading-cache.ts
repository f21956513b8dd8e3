import type { LoggerService } from '@nestjs/common';

const RETRY_AFTER_FAILED_RELOAD_MS = 2_000;

export interface ReloadingCacheOptions<Snapshot> {
  /** What log lines call the cache, e.g. 'price cache'. */
  name: string;
  /** Reads everything from the source of truth and builds the data to serve. */
  load: () => Promise<Snapshot>;
  logger: Pick<LoggerService, 'log' | 'error'>;
}

/**
 * Data held in memory and reloaded on demand, so no read waits for the database. Reloads run one
 * at a time; a reload request is satisfied by any load that started after it, so a burst of
 * change events costs one or two loads, and no event is lost while a load is running. A failed
 * reload after a change keeps the previous data and retries until it succeeds.
 */
export class ReloadingCache<Snapshot> {
  private current?: Snapshot;
  private loadsStarted = 0;
  /** Number of the latest load that succeeded; its data is at least as new as its start. */
  private freshAsOfLoad = 0;
  private queue: Promise<void> = Promise.resolve();
  private retryTimer?: NodeJS.Timeout;

  constructor(private readonly options: ReloadingCacheOptions<Snapshot>) {}

  /** The data of the latest successful load; undefined before the first. */
  get snapshot(): Snapshot | undefined {
    return this.current;
  }

  /** Loads again; resolves once data at least as new as this call is in place. */
  reload(): Promise<void> {
    const requestedAfterLoad = this.loadsStarted;
    const step = this.queue.then(async () => {
      if (this.freshAsOfLoad > requestedAfterLoad) return;
      await this.loadNow();
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  /** Resolves once the loads already asked for have ended, whether they succeeded or not. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Reload for an event: failures are logged and retried instead of thrown. */
  async refreshAfterChange(reason: string): Promise<void> {
    try {
      await this.reload();
      this.options.logger.log(`${capitalised(this.options.name)} reloaded after ${reason}`);
    } catch (error) {
      this.options.logger.error(
        `Reloading the ${this.options.name} failed; serving the previous data and retrying: ${String(error)}`,
      );
      this.scheduleRetry(reason);
    }
  }

  /** Cancels a pending retry; call on shutdown. */
  stopRetrying(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private async loadNow(): Promise<void> {
    const loadNumber = ++this.loadsStarted;
    this.current = await this.options.load();
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

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
