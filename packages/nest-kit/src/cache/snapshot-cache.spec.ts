import { describe, expect, it, jest } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { SnapshotCache } from './snapshot-cache.js';

/**
 * A database the test edits: each commit raises the change generation, like an admin write.
 * Loads can be held in flight and made to fail.
 */
class EditableDatabase {
  value = 'initial';
  generation = 0;
  loads = 0;
  failNextLoad = false;
  private gate?: Promise<void>;
  private openGate?: () => void;

  commit(value: string): number {
    this.value = value;
    return ++this.generation;
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.gate = undefined;
  }

  load = async (): Promise<{ generation: number; data: string }> => {
    this.loads += 1;
    const read = { generation: this.generation, data: this.value };
    await this.gate;
    if (this.failNextLoad) {
      this.failNextLoad = false;
      throw new Error('connection terminated');
    }
    return read;
  };
}

const logger = { log: jest.fn(), warn: jest.fn(), error: jest.fn() };

async function loadedCache(generationWaitMs = 1_000) {
  const database = new EditableDatabase();
  const cache = new SnapshotCache({
    name: 'test cache',
    load: database.load,
    logger,
    generationWaitMs,
  });
  await cache.onModuleInit();
  return { database, cache };
}

async function untilLoadsStarted(database: EditableDatabase, count: number): Promise<void> {
  while (database.loads < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('SnapshotCache', () => {
  it('refuses to be read before its first load', () => {
    const cache = new SnapshotCache({
      name: 'test cache',
      load: new EditableDatabase().load,
      logger,
    });
    expect(() => cache.snapshot).toThrow('The test cache was used before it was loaded');
  });

  it('knows the change generation its snapshot was read at', async () => {
    const { database, cache } = await loadedCache();
    expect(cache.generation).toBe(0);
    database.commit('second');
    await cache.reload();
    expect(cache).toMatchObject({ snapshot: 'second', generation: 1 });
  });

  it('answers from memory when the snapshot holds the generation asked for, or none is named', async () => {
    const { database, cache } = await loadedCache();
    database.commit('not reloaded yet');
    expect(await cache.snapshotAtLeast(undefined)).toBe('initial');
    expect(await cache.snapshotAtLeast(0)).toBe('initial');
    expect(database.loads).toBe(1);
  });

  it('reloads before answering a read that asks for a newer generation', async () => {
    const { database, cache } = await loadedCache();
    const generation = database.commit('changed');
    expect(await cache.snapshotAtLeast(generation)).toBe('changed');
    expect(cache.generation).toBe(generation);
  });

  it('does not take the result of a load that began before the change, but loads again', async () => {
    const { database, cache } = await loadedCache();
    database.hold();
    const inFlight = cache.reload();
    await untilLoadsStarted(database, 2); // this load has read the old data
    const generation = database.commit('changed');
    const read = cache.snapshotAtLeast(generation);
    database.release();
    await inFlight;
    expect(await read).toBe('changed');
    expect(database.loads).toBe(3);
  });

  it('takes the result of a load already running that read the change, without loading again', async () => {
    const { database, cache } = await loadedCache();
    const generation = database.commit('changed');
    database.hold();
    const inFlight = cache.reload();
    await untilLoadsStarted(database, 2); // this load has read the change
    const read = cache.snapshotAtLeast(generation);
    database.release();
    await inFlight;
    expect(await read).toBe('changed');
    expect(database.loads).toBe(2);
  });

  it('answers 503 rather than old data when its reload takes longer than the wait', async () => {
    const { database, cache } = await loadedCache(20);
    const generation = database.commit('changed');
    database.hold();
    const read = cache.snapshotAtLeast(generation);
    await expect(read).rejects.toBeInstanceOf(AppError);
    await expect(read).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(cache.snapshot).toBe('initial');
    database.release();
    // the reload goes on in the background and is in place for the next read
    expect(await cache.snapshotAtLeast(generation)).toBe('changed');
  });

  it('answers 503 rather than old data when its reload fails', async () => {
    const { database, cache } = await loadedCache();
    const generation = database.commit('changed');
    database.failNextLoad = true;
    await expect(cache.snapshotAtLeast(generation)).rejects.toMatchObject({ status: 503 });
    expect(await cache.snapshotAtLeast(generation)).toBe('changed');
  });

  it('answers with the newest data when the database holds no such generation (restored)', async () => {
    const { database, cache } = await loadedCache();
    database.commit('after the restore');
    database.generation = 0;
    expect(await cache.snapshotAtLeast(5)).toBe('after the restore');
    expect(database.loads).toBe(2);
  });

  it('costs no load for an event whose generation it holds already, and reloads for a newer one', async () => {
    const { database, cache } = await loadedCache();
    const generation = database.commit('changed');
    await cache.reload();
    await cache.refreshAfterChange('test.changed', generation);
    expect(database.loads).toBe(2);
    const next = database.commit('changed again');
    await cache.refreshAfterChange('test.changed', next);
    expect(cache).toMatchObject({ snapshot: 'changed again', generation: next });
    await cache.refreshAfterChange('an event without a generation');
    expect(database.loads).toBe(4);
  });

  it('keeps the previous data after a failed change reload and retries until it succeeds', async () => {
    const { database, cache } = await loadedCache();
    jest.useFakeTimers();
    try {
      const generation = database.commit('changed');
      database.failNextLoad = true;
      await cache.refreshAfterChange('test.changed', generation);
      expect(cache.snapshot).toBe('initial');
      await jest.advanceTimersByTimeAsync(2_000);
      expect(cache).toMatchObject({ snapshot: 'changed', generation });
    } finally {
      cache.onModuleDestroy();
      jest.useRealTimers();
    }
  });
});
