import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { pricingSubjects, type ListMaterialsResponse, type Material } from '@shop/contracts';
import type pg from 'pg';
import { eventually, type PrivateNats, request, requestError } from '@shop/test-kit';
import { pricingInProcess, startPricingService } from './pricing-test-environment.js';

// A NATS of its own: a pricing replica from before the translations must not answer here.
const pricing = pricingInProcess('pricing_lang_test');
const { schema } = pricing;
const actor = { adminId: 1, username: 'admin' };
let nats: PrivateNats;
let database: pg.Client;
let client: ClientProxy;

beforeAll(async () => {
  ({ nats, database, client } = await pricing.start());
});

afterAll(() => pricing.stop());

const displayNames = async (payload: object) =>
  (await request<ListMaterialsResponse>(client, pricingSubjects.listMaterials, payload)).map(
    (material) => material.displayName,
  );

describe('material names in a language', () => {
  it('answers the seeded materials in German, English and Polish', async () => {
    expect(await displayNames({})).toEqual(['Aluminium 5754', 'Stahl S235', 'Edelstahl 304']);
    expect(await displayNames({ language: 'en' })).toEqual([
      'Aluminium 5754',
      'Steel S235',
      'Stainless steel 304',
    ]);
    expect(await displayNames({ language: 'pl' })).toEqual([
      'Aluminium 5754',
      'Stal S235',
      'Stal nierdzewna 304',
    ]);
    const [steel] = (
      await request<Material[]>(client, pricingSubjects.listMaterials, { language: 'en' })
    ).filter((material) => material.name === 'steel_s235');
    expect(steel).toEqual({
      id: 2,
      name: 'steel_s235',
      displayName: 'Steel S235',
      manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
    });
  });

  it('refuses an unknown language with 400', async () => {
    expect(
      await requestError(client, pricingSubjects.listMaterials, { language: 'xx' }),
    ).toMatchObject({ status: 400 });
  });

  it('creates a material with three names; a missing one shows the German', async () => {
    const created = await request<Material>(client, pricingSubjects.createMaterial, {
      actor,
      name: 'steel_s355',
      displayName: 'Stahl S355',
      displayNamePl: 'Stal S355',
    });
    expect(created).toMatchObject({ displayName: 'Stahl S355', displayNamePl: 'Stal S355' });
    expect(created).not.toHaveProperty('displayNameEn');
    await eventually(async () => {
      expect(await displayNames({ language: 'pl' })).toContain('Stal S355');
      expect(await displayNames({ language: 'en' })).toContain('Stahl S355');
    });
    expect(
      await requestError(client, pricingSubjects.createMaterial, {
        actor,
        name: 'steel_s420',
        displayName: '',
        displayNameEn: 'Steel S420',
      }),
    ).toMatchObject({ status: 400 });
  });

  it('fills missing translations on start, keeping an operator-renamed material as it is', async () => {
    const table = `"${schema}"."materials"`;
    await database.query(`UPDATE ${table} SET display_name_en = NULL, display_name_pl = NULL
      WHERE name IN ('steel_s235', 'stainless_304')`);
    await database.query(`UPDATE ${table} SET display_name = 'Edelstahl 1.4301'
      WHERE name = 'stainless_304'`);
    const restarted = await startPricingService(schema, nats.url);
    await restarted.close();
    const { rows } = await database.query<{ name: string; en: string | null; pl: string | null }>(
      `SELECT name, display_name_en AS en, display_name_pl AS pl FROM ${table}
        WHERE name IN ('steel_s235', 'stainless_304') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'stainless_304', en: null, pl: null },
      { name: 'steel_s235', en: 'Steel S235', pl: 'Stal S235' },
    ]);
  });
});
