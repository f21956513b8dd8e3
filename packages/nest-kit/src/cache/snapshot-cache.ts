import type { LoggerService } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { ReloadingCache } from './reloading-cache.js';

/** Data read from a service's database together with the change generation it was read at. */
export interface AtGeneration<Data> {
  generation: number;
  data: Data;
}

/** How long a read asking for a newer generation waits, below the callers' request timeouts. */
const DEFAULT_GENERATION_WAIT_MS = 1_000;

export interface SnapshotCacheOptions<Snapshot> {
  /** What log lines call the cache, e.g. 'price cache'. */
  name: string;
  /** Reads everything in one transaction and builds the snapshot, with the generation read. */
  load: () => Promise<AtGeneration<Snapshot>>;
  logger: Pick<LoggerService, 'log' | 'warn' | 'error'>;
  /** What the start-up log line says was loaded, e.g. '3 materials'. */
  describe?: (snapshot: Snapshot) => string;
  /**
   * How long a read that asks for a newer generation waits for this replica's reload before it
   * is answered with 503 rather than old data.
   */
  generationWaitMs?: number;
}

/**
 * A service's read model held in memory: loaded before the service listens and reloaded when a
 * change is announced, so no read waits for the database (see ReloadingCache for bursts and
 * failed reloads). Each snapshot knows the change generation it was read at, and a read made
 * because of a change event names that event's generation: a replica whose snapshot is older
 * reloads first, so no caller gets old data under a new event, whichever replica answers.
 */
export class SnapshotCache<Snapshot> {
  private readonly cache: ReloadingCache<AtGeneration<Snapshot>>;

  constructor(private readonly options: SnapshotCacheOptions<Snapshot>) {
    this.cache = new ReloadingCache({
      name: options.name,
      load: options.load,
      logger: options.logger,
    });
  }

  /** Nest calls it before the service listens: the first load must succeed. */
  async onModuleInit(): Promise<void> {
    await this.reload();
    const { describe, logger, name } = this.options;
    const what = describe ? `${describe(this.snapshot)} into the ${name}` : `the ${name}`;
    logger.log(`Loaded ${what} at change generation ${this.generation}`);
  }

  onModuleDestroy(): void {
    this.cache.stopRetrying();
  }

  /** The data of the latest successful load. */
  get snapshot(): Snapshot {
    return this.loaded().data;
  }

  /** The change generation the current snapshot was read at. */
  get generation(): number {
    return this.loaded().generation;
  }

  /** Loads again; resolves once data at least as new as this call is in place. */
  reload(): Promise<void> {
    return this.cache.reload();
  }

  /**
   * Reload for a change event: failures are logged and retried instead of thrown. An event whose
   * generation this replica holds already (the replica that made the change) costs no load.
   */
  async refreshAfterChange(reason = 'a change event', generation?: number): Promise<void> {
    const current = this.cache.snapshot;
    if (generation !== undefined && current && current.generation >= generation) return;
    await this.cache.refreshAfterChange(reason);
  }

  /**
   * The snapshot, at least at `generation` when one is named. An older one is reloaded first,
   * waiting at most `generationWaitMs`; a reload that fails or takes longer is answered with
   * 503, never with the old data. When a load begun after this call still reads an older
   * generation, the database has no newer one (it was restored): the newest data is the answer.
   */
  async snapshotAtLeast(generation: number | undefined): Promise<Snapshot> {
    if (generation === undefined || this.generation >= generation) return this.snapshot;
    const waitMs = this.options.generationWaitMs ?? DEFAULT_GENERATION_WAIT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<{ outcome: 'timed-out' }>((resolve) => {
      timer = setTimeout(() => resolve({ outcome: 'timed-out' }), waitMs);
    });
    // settles either way, so a reload that ends after the wait leaves no unhandled rejection
    const reloaded = this.reachGeneration(generation).then(
      () => ({ outcome: 'reloaded' as const }),
      (error: unknown) => ({ outcome: 'failed' as const, error }),
    );
    const result = await Promise.race([reloaded, timedOut]).finally(() => clearTimeout(timer));
    if (result.outcome !== 'reloaded') {
      this.options.logger.warn(
        `The ${this.options.name} could not reach change generation ${generation} ` +
          (result.outcome === 'failed'
            ? `(reload failed: ${String(result.error)})`
            : `within ${waitMs} ms`),
      );
      throw AppError.unavailable('The data is being updated; try again shortly');
    }
    if (this.generation < generation) {
      this.options.logger.warn(
        `Asked for change generation ${generation} of the ${this.options.name}, but the ` +
          `database is at ${this.generation}; answering with the newest data`,
      );
    }
    return this.snapshot;
  }

  /**
   * A load already running (the one the change event started, as a rule) may have read the
   * change: it is waited for first, and only when it did not reach `generation` does a load begin
   * that starts after this call.
   */
  private async reachGeneration(generation: number): Promise<void> {
    await this.cache.settled();
    if (this.generation >= generation) return;
    await this.cache.reload();
  }

  /** Cancels a pending retry; call on shutdown. */
  stopRetrying(): void {
    this.cache.stopRetrying();
  }

  private loaded(): AtGeneration<Snapshot> {
    const loaded = this.cache.snapshot;
    if (!loaded) throw new Error(`The ${this.options.name} was used before it was loaded`);
    return loaded;
  }
}
