import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  catalogueSubjects,
  categorySlugs,
  getProductPriceResponseSchema,
  listCategoriesResponseSchema,
  listProductsResponseSchema,
  type Category,
  type GetProductPriceResponse,
  type Product,
  type ServiceHealth,
} from '@shop/contracts';
import type pg from 'pg';
import { type PrivateNats, request, requestError } from '@shop/test-kit';
import { seedProducts } from '../src/seed/seed-products.js';
import { catalogueInProcess, startCatalogueService } from './catalogue-test-environment.js';

const catalogue = catalogueInProcess('catalogue_test');
const { schema } = catalogue;
let nats: PrivateNats;
let database: pg.Client;
let client: ClientProxy;

beforeAll(async () => {
  ({ nats, database, client } = await catalogue.start());
});

afterAll(() => catalogue.stop());

const listProducts = (payload: unknown) =>
  request<Product[]>(client, catalogueSubjects.listProducts, payload);

describe('categories', () => {
  it('lists the twelve categories in shop order with German texts and product counts', async () => {
    const categories = await request<Category[]>(client, catalogueSubjects.listCategories, {});
    expect(listCategoriesResponseSchema.parse(categories)).toEqual(categories);
    expect(categories.map((category) => category.slug)).toEqual([...categorySlugs]);
    expect(categories[2]).toMatchObject({
      slug: 'betonstahl',
      name: 'Betonstahl (Rippenstahl)',
      image: 'rebar',
      subcategories: ['Betonstahl BSt 500 S', 'Betonstahlmatten'],
      productType: 'betonstahl',
      productCount: 25,
    });
    expect(categories.find((category) => category.slug === 'i-traeger')).toMatchObject({
      name: 'I-Träger',
      subcategories: ['IPE', 'HEA', 'HEB', 'IPN'],
      productType: 'i_trager',
      productCount: 58,
    });
    const total = categories.reduce((sum, category) => sum + category.productCount, 0);
    expect(total).toBe(seedProducts().length);
  });
});

describe('products', () => {
  it('lists every product with numeric values as decimal strings and no empty fields', async () => {
    const products = await listProducts({});
    expect(listProductsResponseSchema.parse(products)).toEqual(products);
    expect(products).toHaveLength(seedProducts().length);
    const bar = products.find((product) => product.name === 'Rundstahl Ø 20 mm S235JR');
    expect(bar).toEqual({
      id: expect.any(Number),
      name: 'Rundstahl Ø 20 mm S235JR',
      category: 'rundstaebe',
      subcategory: 'Rundstahl warmgewalzt',
      material: 'S235',
      productType: 'rundstab',
      description: 'Warmgewalzter Rundstahl nach EN 10060, S235JR, Länge 6000 mm.',
      unit: 'Stück',
      inStock: expect.any(Boolean),
      sku: 'RD-20-S235JR-W-6000',
      price: '18.50',
      pricePerTon: '1250.00',
      weightPerPiece: '14.797',
      diameter: '20.00',
      standardLength: '6000.00',
    });
    expect(products.some((product) => !product.inStock)).toBe(true);
  });

  it('filters by category slug and by its alias', async () => {
    const beams = await listProducts({ category: 'i-traeger' });
    expect(beams).toHaveLength(58);
    expect(beams.every((product) => product.category === 'i-traeger')).toBe(true);
    expect(await listProducts({ category: 'i-trager' })).toEqual(beams);
    const ipe200 = beams.find((product) => product.name === 'IPE 200 S235JR');
    expect(ipe200).toMatchObject({
      height: '200.00',
      width: '100.00',
      thickness: '5.60',
      weightPerPiece: '134.400',
      pricePerTon: '1180.00',
      price: '158.59',
    });
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect(
      await requestError(client, catalogueSubjects.listProducts, { category: 'gitterroste' }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Category gitterroste does not exist' });
    expect(
      await requestError(client, catalogueSubjects.listProducts, { category: 'I Träger' }),
    ).toMatchObject({ status: 400, issues: [{ path: 'category' }] });
  });

  it('gets one product by id and answers 404 for an unknown one', async () => {
    const [first] = await listProducts({ category: 'bleche' });
    expect(await request(client, catalogueSubjects.getProduct, { productId: first!.id })).toEqual(
      first,
    );
    expect(
      await requestError(client, catalogueSubjects.getProduct, { productId: 999_999 }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Product 999999 does not exist' });
    expect(
      await requestError(client, catalogueSubjects.getProduct, { productId: 'one' }),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('product price for the cart', () => {
  it("answers a product's price per piece and stock as the cart's contract reads it", async () => {
    const products = await listProducts({ category: 'rohre' });
    const inStock = products.find((product) => product.inStock)!;
    const outOfStock = products.find((product) => !product.inStock)!;
    const reply = await request<GetProductPriceResponse>(
      client,
      catalogueSubjects.getProductPrice,
      { productId: inStock.id },
    );
    expect(getProductPriceResponseSchema.parse(reply)).toEqual(reply);
    const textIn = async (language: 'en' | 'pl') => {
      const translated = (await listProducts({ category: 'rohre', language })).find(
        (product) => product.id === inStock.id,
      )!;
      return { name: translated.name, description: translated.description };
    };
    expect(reply).toEqual({
      productId: inStock.id,
      name: inStock.name,
      description: inStock.description,
      translations: { en: await textIn('en'), pl: await textIn('pl') },
      price: inStock.price,
      inStock: true,
    });
    // e.g. 'Rohr …' / 'Tube …' / 'Rura …': the cart shows the line in the page's language
    expect(reply.translations?.en.name).not.toBe(inStock.name);
    expect(reply.translations?.pl.name).not.toBe(inStock.name);
    expect(
      await request(client, catalogueSubjects.getProductPrice, { productId: outOfStock.id }),
    ).toMatchObject({ inStock: false });
  });

  it('answers 404 for an unknown product', async () => {
    expect(
      await requestError(client, catalogueSubjects.getProductPrice, { productId: 999_999 }),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('health', () => {
  it('reports the database as up', async () => {
    expect(await request<ServiceHealth>(client, catalogueSubjects.checkHealth, {})).toEqual({
      service: 'catalogue',
      status: 'up',
      dependencies: { database: 'up' },
    });
  });
});

describe('the stored catalogue', () => {
  it('keeps operator edits on restart and seeds only an empty product table', async () => {
    await database.query(`DELETE FROM "${schema}".products WHERE sku = 'IPE-80-S235JR-6000'`);
    const restarted = await startCatalogueService(schema, nats.url);
    await restarted.close();
    const { rows } = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${schema}".products`,
    );
    expect(rows[0]!.count).toBe(seedProducts().length - 1);
  });
});
