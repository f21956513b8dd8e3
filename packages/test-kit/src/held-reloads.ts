/** The part of a service's data source a cache reloads from. */
export interface ReloadSource {
  load(): Promise<unknown>;
}

/** The part of a SnapshotCache a read that names a change generation waits on. */
export interface GenerationWaitingCache {
  snapshotAtLeast(generation: number | undefined): Promise<unknown>;
}

/** A replica whose reloads the test holds back, as on a busy machine, without a clock. */
export interface HeldReloads {
  /** From now on each reload waits, once it has read the database, until `finish`. */
  hold(): void;
  /** Lets every waiting reload take effect, and the ones after them run freely. */
  finish(): void;
}

/**
 * Holds the reloads of one replica's cache: each load of `source` reads the database, then waits
 * while the reloads are held. A read that asks `cache` for a newer generation than it holds lets
 * them finish as soon as it waits for them, which is when a busy replica's reload would matter.
 * Changes `source` and `cache` in place (both are the running replica's own instances).
 */
export function holdReloadsOf(source: ReloadSource, cache: GenerationWaitingCache): HeldReloads {
  let mayFinish: Promise<void> = Promise.resolve();
  let finish = (): void => undefined;

  const load = source.load.bind(source);
  source.load = async () => {
    const read = await load();
    await mayFinish;
    return read;
  };
  const snapshotAtLeast = cache.snapshotAtLeast.bind(cache);
  cache.snapshotAtLeast = (generation) => {
    const snapshot = snapshotAtLeast(generation);
    if (generation !== undefined) finish();
    return snapshot;
  };

  return {
    hold() {
      mayFinish = new Promise((resolve) => (finish = resolve));
    },
    finish: () => finish(),
  };
}
