import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  catalogueSubjects,
  listCategoriesResponseSchema,
  listProductsResponseSchema,
  productSchema,
  type Category,
  type Product,
} from '@shop/contracts';
import type pg from 'pg';
import { eventually, type PrivateNats, request, requestError } from '@shop/test-kit';
import { seedProducts } from '../src/seed/seed-products.js';
import { catalogueInProcess, startCatalogueService } from './catalogue-test-environment.js';

const catalogue = catalogueInProcess('catalogue_lang_test');
const { schema } = catalogue;
const actor = { adminId: 1, username: 'admin' };
let nats: PrivateNats;
let database: pg.Client;
let client: ClientProxy;

beforeAll(async () => {
  ({ nats, database, client } = await catalogue.start());
});

afterAll(() => catalogue.stop());

const listProducts = async (payload: object) =>
  listProductsResponseSchema.parse(
    await request<Product[]>(client, catalogueSubjects.listProducts, payload),
  );
const listCategories = async (payload: object) =>
  listCategoriesResponseSchema.parse(
    await request<Category[]>(client, catalogueSubjects.listCategories, payload),
  );

describe('catalogue reads in a language', () => {
  it('names every round bar in English and Polish, and in German without a language', async () => {
    const german = await listProducts({ category: 'rundstaebe' });
    const english = await listProducts({ category: 'rundstaebe', language: 'en' });
    const polish = await listProducts({ category: 'rundstaebe', language: 'pl' });
    expect(german.length).toBe(seedProducts().filter((p) => p.category === 'rundstaebe').length);
    expect(english.map((p) => p.id)).toEqual(german.map((p) => p.id));
    for (const [index, product] of german.entries()) {
      expect(product.name).toMatch(/^Rundstahl Ø /);
      expect(english[index]?.name).toMatch(/^Round bar Ø /);
      expect(polish[index]?.name).toMatch(/^Pręt okrągły Ø /);
      expect(english[index]?.description).toMatch(/to EN 10060|to EN 10278/);
      expect(polish[index]?.description).toMatch(/wg EN 10060|wg EN 10278/);
      // The shop's reads carry one language, not the stored translations.
      expect(english[index]).not.toHaveProperty('nameEn');
    }
    const english20 = english.find((product) => product.sku === 'RD-20-S235JR-W-6000');
    expect(english20?.name).toBe('Round bar Ø 20 mm S235JR');
    const single = await request<Product>(client, catalogueSubjects.getProduct, {
      productId: english20?.id,
      language: 'pl',
    });
    expect(single.name).toBe('Pręt okrągły Ø 20 mm S235JR');
  });

  it('translates every category and labels its subcategories', async () => {
    const english = await listCategories({ language: 'en' });
    const polish = await listCategories({ language: 'pl' });
    const german = await listCategories({});
    expect(english.find((c) => c.slug === 'bleche')).toMatchObject({
      name: 'Sheets',
      subcategories: german.find((c) => c.slug === 'bleche')?.subcategories,
      subcategoryLabels: { Schwarzbleche: 'Hot-rolled black sheets' },
    });
    expect(polish.find((c) => c.slug === 'i-traeger')?.name).toBe('Dwuteowniki');
    expect(polish.find((c) => c.slug === 'rundstaebe')?.subcategoryLabels).toMatchObject({
      'gezogen oder geschält': 'ciągniony lub łuszczony',
    });
    for (const [index, category] of german.entries()) {
      expect(english[index]?.name).not.toBe(category.name);
      expect(polish[index]?.description).not.toBe(category.description);
      expect(english[index]?.productCount).toBe(category.productCount);
    }
  });

  it('refuses an unknown language with 400', async () => {
    const error = await requestError(client, catalogueSubjects.listProducts, {
      category: 'rundstaebe',
      language: 'xx',
    });
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('admin texts in three languages', () => {
  const bar = {
    name: 'Rundstahl Ø 21 mm S355J2',
    nameEn: 'Round bar Ø 21 mm S355J2',
    namePl: 'Pręt okrągły Ø 21 mm S355J2',
    description: 'Sondergröße, warmgewalzt.',
    descriptionEn: 'Special size, hot-rolled.',
    category: 'rundstaebe',
    subcategory: 'Rundstahl warmgewalzt',
    material: 'S355',
    price: 25.5,
    sku: 'RD-21-S355-LANG',
  };

  it('saves a product with three names and reads all of them back', async () => {
    const created = productSchema.parse(
      await request<Product>(client, catalogueSubjects.createProduct, { actor, ...bar }),
    );
    expect(created).toMatchObject({ name: bar.name, nameEn: bar.nameEn, namePl: bar.namePl });
    const stored = await request<Product>(client, catalogueSubjects.getProduct, {
      productId: created.id,
      translations: true,
    });
    expect(stored).toMatchObject({
      name: bar.name,
      nameEn: bar.nameEn,
      namePl: bar.namePl,
      description: bar.description,
      descriptionEn: bar.descriptionEn,
    });
    expect(stored).not.toHaveProperty('descriptionPl');
    await eventually(async () => {
      const polish = await request<Product>(client, catalogueSubjects.getProduct, {
        productId: created.id,
        language: 'pl',
      });
      expect(polish.name).toBe(bar.namePl);
      // No Polish description: the German one is shown.
      expect(polish.description).toBe(bar.description);
    });

    // Saving without the English name clears it: English falls back to German.
    const { nameEn: _english, ...withoutEnglish } = bar;
    await request<Product>(client, catalogueSubjects.updateProduct, {
      actor,
      productId: created.id,
      ...withoutEnglish,
    });
    await eventually(async () => {
      const english = await request<Product>(client, catalogueSubjects.getProduct, {
        productId: created.id,
        language: 'en',
      });
      expect(english.name).toBe(bar.name);
    });
  });

  it('refuses a product without a German name with 400 and writes nothing', async () => {
    const before = await listProducts({ category: 'rundstaebe' });
    const error = await requestError(client, catalogueSubjects.createProduct, {
      actor,
      ...bar,
      name: ' ',
      sku: 'RD-NO-GERMAN',
    });
    expect(error).toMatchObject({ status: 400 });
    expect(JSON.stringify(error)).toContain('name');
    expect(await listProducts({ category: 'rundstaebe' })).toHaveLength(before.length);
  });
});

describe('the seed on an existing catalogue', () => {
  it('fills missing translations on start, keeping what an operator wrote', async () => {
    const table = `"${schema}"."products"`;
    // A catalogue from before the translations, with one product the operator renamed and one
    // whose English name the operator wrote.
    await database.query(`UPDATE ${table} SET name_en = NULL, name_pl = NULL, description_en = NULL,
      description_pl = NULL WHERE sku LIKE 'RD-%' AND sku <> 'RD-21-S355-LANG'`);
    await database.query(`UPDATE ${table} SET name = 'Rundstahl Sonderposten' WHERE sku = $1`, [
      'RD-6-S235JR-W-6000',
    ]);
    await database.query(
      `UPDATE ${table} SET name_en = 'Round bar, our own words' WHERE sku = $1`,
      ['RD-8-S235JR-W-6000'],
    );

    const restarted = await startCatalogueService(schema, nats.url);
    await restarted.close();
    const rows = await database.query<{ sku: string; name_en: string | null; name_pl: string }>(
      `SELECT sku, name_en, name_pl FROM ${table} WHERE sku IN ($1, $2, $3)`,
      ['RD-6-S235JR-W-6000', 'RD-8-S235JR-W-6000', 'RD-20-S235JR-W-6000'],
    );
    const bySku = new Map(rows.rows.map((row) => [row.sku, row]));
    expect(bySku.get('RD-20-S235JR-W-6000')).toMatchObject({
      name_en: 'Round bar Ø 20 mm S235JR',
      name_pl: 'Pręt okrągły Ø 20 mm S235JR',
    });
    expect(bySku.get('RD-6-S235JR-W-6000')?.name_en).toBeNull();
    expect(bySku.get('RD-8-S235JR-W-6000')).toMatchObject({
      name_en: 'Round bar, our own words',
      name_pl: 'Pręt okrągły Ø 8 mm S235JR',
    });
  });
});
