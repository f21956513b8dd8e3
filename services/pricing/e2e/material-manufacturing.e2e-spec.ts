import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { pricingSubjects, type ListMaterialsResponse, type Material } from '@shop/contracts';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import {
  dropSchema,
  eventually,
  type RecordedMessages,
  recordMessages,
  request,
  requestError,
  throwAwaySchemaName,
} from '@shop/test-kit';
import { AddMaterialManufacturing1796610000000 } from '../src/database/migrations/1796610000000-add-material-manufacturing.js';
import { createPricingMicroservice } from '../src/pricing-microservice.js';
import { PriceCatalogService } from '../src/price-catalog/price-catalog.service.js';
import { pricingInProcess, testConfig } from './pricing-test-environment.js';

const pricing = pricingInProcess();
const { schema } = pricing;
const migratedSchema = throwAwaySchemaName('pricing_test');
const actor = { adminId: 1, username: 'admin' };
const steelId = 2;

let database: pg.Client;
let service: INestMicroservice;
let client: ClientProxy;
let events: RecordedMessages<{ data: { change: string; generation?: number } }>;

beforeAll(async () => {
  const started = await pricing.start();
  ({ database, service, client } = started);
  events = await recordMessages(started.nats.url, pricingSubjects.pricesChanged);
});

afterAll(async () => {
  await events?.close();
  await dropSchema(migratedSchema);
  await pricing.stop();
});

beforeEach(() => {
  events.clear();
});

function updateRules(materialId: number, rules: Record<string, unknown>) {
  return {
    subject: pricingSubjects.updateMaterialManufacturing,
    payload: { actor, materialId, ...rules },
  };
}

describe("changing a material's cutting rules", () => {
  it('stores them, lists them at once, raises the generation and announces the change', async () => {
    const before = service.get(PriceCatalogService).generation;
    const { subject, payload } = updateRules(steelId, {
      minHoleFactor: '1.25',
      maxSheetWidthMm: 2500,
      maxSheetHeightMm: '1250.5',
    });
    const updated = await request<Material>(client, subject, payload);
    const rules = { minHoleFactor: 1.25, maxSheetWidthMm: 2500, maxSheetHeightMm: 1250.5 };
    expect(updated).toEqual({
      id: steelId,
      name: 'steel_s235',
      displayName: 'Stahl S235',
      displayNameEn: 'Steel S235',
      displayNamePl: 'Stal S235',
      manufacturing: rules,
    });
    const listed = await request<ListMaterialsResponse>(client, pricingSubjects.listMaterials, {});
    expect(listed.find((material) => material.id === steelId)?.manufacturing).toEqual(rules);
    const { rows } = await database.query(
      `SELECT min_hole_factor::float AS "minHoleFactor", max_sheet_width_mm::float AS "maxSheetWidthMm",
              max_sheet_height_mm::float AS "maxSheetHeightMm"
         FROM "${schema}".materials WHERE id = $1`,
      [steelId],
    );
    expect(rows).toEqual([rules]);
    await eventually(() =>
      expect(events.messages.map(({ data }) => data)).toEqual([
        expect.objectContaining({
          change: pricingSubjects.updateMaterialManufacturing,
          generation: before + 1,
        }),
      ]),
    );
  });

  it('answers 400 naming each field out of range, and changes nothing', async () => {
    const { subject, payload } = updateRules(steelId, {
      minHoleFactor: 0.5,
      maxSheetWidthMm: 99,
      maxSheetHeightMm: 10_001,
    });
    const error = await requestError(client, subject, payload);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.issues).toEqual([
      { path: 'minHoleFactor', message: 'Must be at least 1' },
      { path: 'maxSheetWidthMm', message: 'Must be at least 100' },
      { path: 'maxSheetHeightMm', message: 'Must be at most 10000' },
    ]);
    const tooMuch = updateRules(steelId, {
      minHoleFactor: 5.5,
      maxSheetWidthMm: '',
      maxSheetHeightMm: 'viel',
    });
    expect((await requestError(client, tooMuch.subject, tooMuch.payload)).issues).toEqual([
      { path: 'minHoleFactor', message: 'Must be at most 5' },
      { path: 'maxSheetWidthMm', message: 'Required' },
      { path: 'maxSheetHeightMm', message: 'Must be a valid number' },
    ]);
    expect(events.messages).toEqual([]);
  });

  it('answers 404 for an unknown material and 401 without an actor', async () => {
    const rules = { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 };
    const unknown = updateRules(999, rules);
    expect(await requestError(client, unknown.subject, unknown.payload)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      await requestError(client, pricingSubjects.updateMaterialManufacturing, {
        materialId: steelId,
        ...rules,
      }),
    ).toMatchObject({ status: 401 });
  });
});

describe('the migration on a catalogue with data', () => {
  it('gives existing materials the defaults and stainless steel 1.5 × the thickness', async () => {
    const first = await createPricingMicroservice(testConfig(migratedSchema), false);
    await first.init();
    // back to the schema before the rules, with an operator's own stainless material in it
    const runner = first.get(DataSource).createQueryRunner();
    await new AddMaterialManufacturing1796610000000().down(runner);
    await runner.query(`DELETE FROM "${migratedSchema}".migrations WHERE name = $1`, [
      'AddMaterialManufacturing1796610000000',
    ]);
    await runner.query(
      `INSERT INTO "${migratedSchema}".materials (name, display_name) VALUES ('v4a_316', 'Edelstahl V4A')`,
    );
    await runner.release();
    await first.close();

    const restarted = await createPricingMicroservice(testConfig(migratedSchema), false);
    await restarted.init();
    const materials = restarted.get(PriceCatalogService).snapshot.materials;
    await restarted.close();
    expect(
      materials.map(({ name, manufacturing }) => [name, manufacturing?.minHoleFactor]),
    ).toEqual([
      ['aluminum_5754', 1],
      ['steel_s235', 1],
      ['stainless_304', 1.5],
      ['v4a_316', 1.5],
    ]);
    for (const material of materials) {
      expect(material.manufacturing).toMatchObject({
        maxSheetWidthMm: 3000,
        maxSheetHeightMm: 1500,
      });
    }
  });
});
