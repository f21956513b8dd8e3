import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { pricingSubjects } from '@shop/contracts';
import type pg from 'pg';
import { lastValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import {
  connectNatsClient,
  connectTestDatabase,
  dropSchema,
  eventually,
  throwAwaySchemaName,
} from '@shop/test-kit';
import { PriceCatalogService } from '../src/price-catalog/price-catalog.service.js';
import { createPricingMicroservice } from '../src/pricing-microservice.js';
import { countRows, natsUrl, startPricingService, testConfig } from './pricing-test-environment.js';

const seededCounts = { materials: 3, prices: 45, settings: 4 };

let database: pg.Client;
const schemas: string[] = [];
const apps: INestMicroservice[] = [];

function newSchema(): string {
  const schema = throwAwaySchemaName('pricing_test');
  schemas.push(schema);
  return schema;
}

/** Runs start-up (migrations, seed, cache load) without listening on NATS. */
async function startWithoutListening(schema: string): Promise<INestMicroservice> {
  const app = await createPricingMicroservice(testConfig(schema), false);
  apps.push(app);
  await app.init();
  return app;
}

async function stop(app: INestMicroservice): Promise<void> {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

beforeAll(async () => {
  database = await connectTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  if (database) {
    for (const schema of schemas) await dropSchema(schema, database);
    await database.end();
  }
});

describe('pricing schema start-up', () => {
  it('migrates and seeds a fresh schema, and a second start keeps operator edits', async () => {
    const schema = newSchema();
    await stop(await startWithoutListening(schema));
    expect(await countRows(database, schema)).toEqual(seededCounts);

    await database.query(
      `UPDATE "${schema}".system_settings SET value = 1.50 WHERE key = 'hole_cost'`,
    );
    await database.query(`UPDATE "${schema}".system_settings SET value = 7 WHERE key = 'vat_rate'`);
    await database.query(
      `UPDATE "${schema}".material_prices SET price_per_m2 = 30.00 WHERE material_id = 2 AND thickness = 3`,
    );
    await database.query(
      `DELETE FROM "${schema}".material_prices WHERE material_id = 2 AND thickness = 20`,
    );

    const restarted = await startWithoutListening(schema);
    expect(await countRows(database, schema)).toEqual({ ...seededCounts, prices: 44 });
    const catalog = restarted.get(PriceCatalogService).snapshot;
    expect(catalog.setting('hole_cost')).toBe(1.5);
    expect(catalog.setting('vat_rate')).toBe(7);
    expect(catalog.setting('shipping_flat_rate')).toBe(29.9);
    expect(catalog.priceRow(2, 3)?.pricePerM2).toBe(30);
    expect(catalog.priceRow(2, 20)).toBeUndefined();
    // no quantity discount until the admin adds one
    expect(catalog.quantityTiers).toEqual([]);
    const { rows } = await database.query(`SELECT name FROM "${schema}".migrations`);
    expect(rows).toEqual([
      { name: 'CreatePricingTables1795408062407' },
      { name: 'CreateLaserQuotes1795930000000' },
      { name: 'CreateLaserQuoteRequests1795940000000' },
      { name: 'AddMaterialPriceVersion1796110000000' },
      { name: 'SeedVatAndShippingSettings1796200000000' },
      { name: 'CreateChangeGeneration1796450000000' },
      { name: 'AddMaterialTranslations1796510000000' },
      { name: 'CreateQuantityTiers1796600000000' },
      { name: 'AddMaterialManufacturing1796610000000' },
      { name: 'CreateLaserQuoteFindings1796700000000' },
    ]);
    await stop(restarted);
  });

  it('has entities that match the migrated tables exactly', async () => {
    const app = await startWithoutListening(newSchema());
    const dataSource = app.get(DataSource);
    // What `synchronize` would change: nothing, or a future generated migration starts dirty.
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    await stop(app);
  });

  it('seeds once when two replicas start on a fresh schema at the same moment', async () => {
    const schema = newSchema();
    const both = await Promise.all([startWithoutListening(schema), startWithoutListening(schema)]);
    expect(await countRows(database, schema)).toEqual(seededCounts);
    for (const app of both) await stop(app);
  });

  it('puts back a missing setting without touching the others', async () => {
    const schema = newSchema();
    await stop(await startWithoutListening(schema));
    await database.query(`DELETE FROM "${schema}".system_settings WHERE key = 'cutting_line_cost'`);
    await database.query(
      `UPDATE "${schema}".system_settings SET value = 2 WHERE key = 'hole_cost'`,
    );
    await stop(await startWithoutListening(schema));
    const { rows } = await database.query(
      `SELECT key, value::float AS value FROM "${schema}".system_settings ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: 'cutting_line_cost', value: 0.8 },
      { key: 'hole_cost', value: 2 },
      { key: 'shipping_flat_rate', value: 29.9 },
      { key: 'vat_rate', value: 19 },
    ]);
  });

  it('removes the prices of a removed material and refuses a duplicate thickness', async () => {
    const schema = newSchema();
    await stop(await startWithoutListening(schema));
    await database.query(`DELETE FROM "${schema}".materials WHERE name = 'stainless_304'`);
    expect(await countRows(database, schema)).toEqual({ materials: 2, prices: 30, settings: 4 });
    await expect(
      database.query(
        `INSERT INTO "${schema}".material_prices (material_id, thickness, price_per_m2, cutting_line_cost)
         VALUES (2, 3.00, 1, 1)`,
      ),
    ).rejects.toThrow(/uq_material_prices_material_thickness/);
  });
});

describe('cache invalidation across replicas', () => {
  let client: ClientProxy;

  beforeAll(async () => {
    client = await connectNatsClient(natsUrl);
  });

  afterAll(async () => {
    await client?.close();
  });

  it('reloads every replica, not just one of the queue group, on pricing.prices.changed', async () => {
    const schema = newSchema();
    const first = await startPricingService(schema);
    apps.push(first);
    const second = await startPricingService(schema);
    apps.push(second);
    await database.query(
      `UPDATE "${schema}".material_prices SET price_per_m2 = 35.20 WHERE material_id = 1 AND thickness = 2`,
    );

    await lastValueFrom(client.emit(pricingSubjects.pricesChanged, {}));

    await eventually(() => {
      for (const replica of [first, second]) {
        expect(replica.get(PriceCatalogService).snapshot.priceRow(1, 2)?.pricePerM2).toBe(35.2);
      }
    });
    await stop(first);
    await stop(second);
  });
});
