import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Category, ListProductsResponse, Material, Product } from '@shop/contracts';
import request from 'supertest';
import {
  CatalogueProcess,
  eventually,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
const gateway = new GatewayProcess();
let adminCookie: string;

const api = () => request(gateway.url);
const asAdmin = (method: 'get' | 'post' | 'patch', path: string) =>
  api()[method](path).set('cookie', adminCookie).set('origin', gateway.url);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  await Promise.all([pricing.start(), catalogue.start()]);
  await gateway.start({ NATS_URL: nats.url });
  adminCookie = await signIn(gateway.url);
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

const productsIn = async (lang?: string) =>
  (
    await api()
      .get(`/api/products?category=rundstaebe${lang ? `&lang=${lang}` : ''}`)
      .expect(200)
  ).body as ListProductsResponse;

describe('GET /api/products?lang=', () => {
  it('names every round bar in English and Polish, in German without lang', async () => {
    const [german, english, polish] = await Promise.all([
      productsIn(),
      productsIn('en'),
      productsIn('pl'),
    ]);
    expect(german.length).toBeGreaterThan(50);
    expect(english.map((product) => product.id)).toEqual(german.map((product) => product.id));
    for (const [index, product] of german.entries()) {
      expect(product.name).toMatch(/^Rundstahl Ø /);
      expect(english[index]?.name).toMatch(/^Round bar Ø /);
      expect(polish[index]?.name).toMatch(/^Pręt okrągły Ø /);
    }
    expect(english.find((product) => product.sku === 'RD-20-S235JR-W-6000')?.name).toBe(
      'Round bar Ø 20 mm S235JR',
    );
  });

  it('keeps a cached answer per language', async () => {
    // Asked twice each, in turns: the second answers come from the cache, still per language.
    for (let round = 0; round < 2; round += 1) {
      expect((await productsIn('en'))[0]?.name).toMatch(/^Round bar/);
      expect((await productsIn('pl'))[0]?.name).toMatch(/^Pręt okrągły/);
      expect((await productsIn('de'))[0]?.name).toMatch(/^Rundstahl/);
    }
  });

  it('answers 400 for a language the shop does not speak', async () => {
    const response = await api().get('/api/products?category=rundstaebe&lang=xx').expect(400);
    expect(JSON.stringify(response.body)).toContain('lang');
    await api().get('/api/categories?lang=xx').expect(400);
    await api().get('/api/materials?lang=xx').expect(400);
  });
});

describe('GET /api/categories?lang= and /api/materials?lang=', () => {
  it('translates the categories and labels their subcategories', async () => {
    const english = (await api().get('/api/categories?lang=en').expect(200)).body as Category[];
    const polish = (await api().get('/api/categories/bleche?lang=pl').expect(200)).body as Category;
    expect(english.find((category) => category.slug === 'i-traeger')?.name).toBe('I-beams');
    expect(english.find((category) => category.slug === 'bleche')?.subcategoryLabels).toMatchObject(
      { Schwarzbleche: 'Hot-rolled black sheets' },
    );
    expect(polish).toMatchObject({
      name: 'Blachy',
      subcategoryLabels: { Schwarzbleche: 'Blachy czarne' },
    });
  });

  it('names the materials in the language asked for', async () => {
    const names = async (lang: string) =>
      ((await api().get(`/api/materials?lang=${lang}`).expect(200)).body as Material[]).map(
        (material) => material.displayName,
      );
    expect(await names('en')).toEqual(['Aluminium 5754', 'Steel S235', 'Stainless steel 304']);
    expect(await names('pl')).toEqual(['Aluminium 5754', 'Stal S235', 'Stal nierdzewna 304']);
    expect(await names('de')).toEqual(['Aluminium 5754', 'Stahl S235', 'Edelstahl 304']);
  });
});

describe('admin texts', () => {
  const bar = {
    name: 'Vierkantstahl 22 × 22 mm S235JR',
    nameEn: 'Square bar 22 × 22 mm S235JR',
    namePl: 'Pręt kwadratowy 22 × 22 mm S235JR',
    descriptionPl: 'Pręt kwadratowy walcowany na gorąco.',
    category: 'vierkantstaebe',
    subcategory: 'Rundstahl warmgewalzt',
    price: 31.2,
    sku: 'VK-22-S235JR-LANG',
  };

  it('saves a product with three names, reads them back, and the shop shows each', async () => {
    const created = (await asAdmin('post', '/api/products').send(bar).expect(201)).body as Product;
    const stored = (await asAdmin('get', `/api/admin/products/${created.id}`).expect(200))
      .body as Product;
    expect(stored).toMatchObject({
      name: bar.name,
      nameEn: bar.nameEn,
      namePl: bar.namePl,
      descriptionPl: bar.descriptionPl,
    });
    await eventually(async () => {
      const polish = (await api().get(`/api/products/${created.id}?lang=pl`).expect(200))
        .body as Product;
      expect(polish.name).toBe(bar.namePl);
      expect(polish.description).toBe(bar.descriptionPl);
      expect(polish).not.toHaveProperty('nameEn');
    });
  });

  it('keeps the all-languages read to admins', async () => {
    await api().get('/api/admin/products/1').expect(401);
  });

  it('answers 400 naming the German name when it is empty, and saves nothing', async () => {
    const response = await asAdmin('post', '/api/products')
      .send({ ...bar, name: '', sku: 'VK-NO-GERMAN' })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain('name');
    const all = (await api().get('/api/products?category=vierkantstaebe').expect(200))
      .body as ListProductsResponse;
    expect(all.some((product) => product.sku === 'VK-NO-GERMAN')).toBe(false);
  });

  it('adds a material with its three display names', async () => {
    const material = (
      await asAdmin('post', '/api/materials')
        .send({
          name: 'steel_s355',
          displayName: 'Stahl S355',
          displayNameEn: 'Steel S355',
          displayNamePl: 'Stal S355',
        })
        .expect(201)
    ).body as Material;
    expect(material).toMatchObject({ displayNameEn: 'Steel S355', displayNamePl: 'Stal S355' });
    await eventually(async () => {
      const polish = (await api().get('/api/materials?lang=pl').expect(200)).body as Material[];
      expect(polish.find((entry) => entry.name === 'steel_s355')?.displayName).toBe('Stal S355');
    });
    await asAdmin('post', '/api/materials')
      .send({ name: 'steel_s420', displayName: ' ', displayNameEn: 'Steel S420' })
      .expect(400);
  });
});
