import { describe, expect, it, jest } from '@jest/globals';
import { ReloadingCache, type ReloadingCacheOptions } from './reloading-cache.js';

/** A source whose stored value the test edits; loads can be held in flight and made to fail. */
class EditableSource {
  value = 1;
  loads = 0;
  failNextLoad = false;
  private gate?: Promise<void>;
  private openGate?: () => void;

  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.gate = undefined;
  }

  load = async (): Promise<number> => {
    this.loads += 1;
    const value = this.value;
    await this.gate;
    if (this.failNextLoad) {
      this.failNextLoad = false;
      throw new Error('connection terminated');
    }
    return value;
  };
}

const silentLogger = { log: () => undefined, error: () => undefined };

async function loadedCache(logger: ReloadingCacheOptions<number>['logger'] = silentLogger) {
  const source = new EditableSource();
  const cache = new ReloadingCache({ name: 'test cache', load: source.load, logger });
  await cache.reload();
  return { source, cache };
}

async function untilLoadsStarted(source: EditableSource, count: number): Promise<void> {
  while (source.loads < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('ReloadingCache', () => {
  it('has nothing before the first load', () => {
    const cache = new ReloadingCache({ name: 'c', load: async () => 1, logger: silentLogger });
    expect(cache.snapshot).toBeUndefined();
  });

  it('reloads again for a change announced while a load was running', async () => {
    const { source, cache } = await loadedCache();
    source.hold();
    const first = cache.reload();
    await untilLoadsStarted(source, 2);
    source.value = 2;
    const second = cache.reload();
    source.release();
    await Promise.all([first, second]);
    expect(cache.snapshot).toBe(2);
    expect(source.loads).toBe(3);
  });

  it('serves a burst of reload requests before a load starts with one load', async () => {
    const { source, cache } = await loadedCache();
    source.value = 5;
    await Promise.all([cache.reload(), cache.reload(), cache.reload()]);
    expect(cache.snapshot).toBe(5);
    expect(source.loads).toBe(2);
  });

  it('keeps the previous data after a failed change reload and retries until it succeeds', async () => {
    const errors: string[] = [];
    const { source, cache } = await loadedCache({
      log: () => undefined,
      error: (message: string) => errors.push(message),
    });
    jest.useFakeTimers();
    try {
      source.value = 7;
      source.failNextLoad = true;
      await cache.refreshAfterChange('test.changed');
      expect(cache.snapshot).toBe(1);
      expect(errors[0]).toMatch(/^Reloading the test cache failed; serving the previous data/);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(cache.snapshot).toBe(7);
    } finally {
      cache.stopRetrying();
      jest.useRealTimers();
    }
  });
});
