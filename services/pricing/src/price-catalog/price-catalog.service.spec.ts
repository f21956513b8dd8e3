import { describe, expect, it, jest } from '@jest/globals';
import type { AtGeneration } from '@shop/nest-kit';
import { seedCatalogData } from '../database/seed-catalog-data.js';
import type { PriceCatalogData } from './price-catalog-snapshot.js';
import type { PriceCatalogSource } from './price-catalog-source.js';
import { PriceCatalogService } from './price-catalog.service.js';

/** A catalogue whose stored data the test edits, like an operator editing the table. */
class EditableCatalogSource implements PriceCatalogSource {
  data: PriceCatalogData = seedCatalogData();
  generation = 0;
  loads = 0;
  failNextLoad = false;
  private gate?: Promise<void>;
  private openGate?: () => void;

  /** Makes the next loads wait until `release()`, to have a load in flight. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.gate = undefined;
  }

  async load(): Promise<AtGeneration<PriceCatalogData>> {
    this.loads += 1;
    const snapshot = { generation: this.generation, data: structuredClone(this.data) };
    await this.gate;
    if (this.failNextLoad) {
      this.failNextLoad = false;
      throw new Error('connection terminated');
    }
    return snapshot;
  }
}

const steelId = 2;

/** Lets queued promise callbacks run until the source has been asked `count` times. */
async function untilLoadsStarted(source: EditableCatalogSource, count: number): Promise<void> {
  while (source.loads < count) await new Promise((resolve) => setImmediate(resolve));
}

async function loadedCatalog() {
  const source = new EditableCatalogSource();
  const catalog = new PriceCatalogService(source);
  await catalog.onModuleInit();
  return { source, catalog };
}

function setSteel3mmPrice(source: EditableCatalogSource, pricePerM2: number): void {
  const row = source.data.prices.find((p) => p.materialId === steelId && p.thickness === 3)!;
  row.pricePerM2 = pricePerM2;
}

describe('PriceCatalogService', () => {
  it('answers lookups from memory after the first load', async () => {
    const { source, catalog } = await loadedCatalog();
    const snapshot = catalog.snapshot;
    expect(snapshot.materials.map((m) => m.name)).toEqual([
      'aluminum_5754',
      'steel_s235',
      'stainless_304',
    ]);
    expect(snapshot.priceRow(steelId, 3)).toMatchObject({ pricePerM2: 28.9, cuttingLineCost: 1.2 });
    expect(snapshot.priceRow(steelId, 2.5)).toMatchObject({ pricePerM2: 24.3 });
    expect(snapshot.priceRow(steelId, 7)).toBeUndefined();
    expect(snapshot.priceRows(99)).toBeUndefined();
    expect(snapshot.setting('hole_cost')).toBe(1);
    expect(source.loads).toBe(1);
  });

  it('does not change when the database changes until it is told to reload', async () => {
    const { source, catalog } = await loadedCatalog();
    setSteel3mmPrice(source, 31.5);
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(28.9);
    await catalog.reload();
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(31.5);
  });

  it('reloads again for a change announced while a load was running', async () => {
    const { source, catalog } = await loadedCatalog();
    source.hold();
    const first = catalog.reload();
    await untilLoadsStarted(source, 2); // this load has read the old price and is in flight
    setSteel3mmPrice(source, 33);
    const second = catalog.reload(); // announced after the first load had read
    source.release();
    await Promise.all([first, second]);
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(33);
    expect(source.loads).toBe(3);
  });

  it('lets one load that had not started yet cover every change announced before it', async () => {
    const { source, catalog } = await loadedCatalog();
    setSteel3mmPrice(source, 29.5);
    await Promise.all([catalog.reload(), catalog.reload(), catalog.reload()]);
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(29.5);
    expect(source.loads).toBe(2);
  });

  it('serves a burst of change events during a load with one more load', async () => {
    const { source, catalog } = await loadedCatalog();
    source.hold();
    const inFlight = catalog.reload();
    await untilLoadsStarted(source, 2);
    const burst = [catalog.reload(), catalog.reload(), catalog.reload()];
    source.release();
    await Promise.all([inFlight, ...burst]);
    expect(source.loads).toBe(3); // start-up, the load in flight, one for the whole burst
  });

  it('keeps the previous prices when a reload fails', async () => {
    const { source, catalog } = await loadedCatalog();
    setSteel3mmPrice(source, 40);
    source.failNextLoad = true;
    await expect(catalog.reload()).rejects.toThrow('connection terminated');
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(28.9);
    await catalog.reload();
    expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(40);
    catalog.onModuleDestroy();
  });

  it('retries a failed reload after a change event until it succeeds', async () => {
    const { source, catalog } = await loadedCatalog();
    jest.useFakeTimers();
    try {
      setSteel3mmPrice(source, 41);
      source.failNextLoad = true;
      await catalog.refreshAfterChange();
      expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(28.9);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(catalog.snapshot.priceRow(steelId, 3)?.pricePerM2).toBe(41);
    } finally {
      catalog.onModuleDestroy();
      jest.useRealTimers();
    }
  });

  it('hands out frozen data so callers cannot change the cache', async () => {
    const { catalog } = await loadedCatalog();
    const rows = catalog.snapshot.priceRows(steelId)!;
    expect(Object.isFrozen(rows)).toBe(true);
    expect(Object.isFrozen(rows[0])).toBe(true);
    expect(Object.isFrozen(catalog.snapshot.materials)).toBe(true);
  });
});
