import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type CartResponse,
  type Category,
  categorySlugs,
  type ListProductsResponse,
  type Product,
  type ProductDimension,
  productNumericFields,
} from '@shop/contracts';
import request from 'supertest';
import {
  CartProcess,
  CatalogueProcess,
  ContentProcess,
  OrdersProcess,
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
let cart: CartProcess;
// Not used here, but /api/health answers 200 only while every service is up.
let content: ContentProcess;
/** Runs so that /api/health reports every service up. */
let orders: OrdersProcess;
const gateway = new GatewayProcess();
let adminCookie: string;
let categories: Category[];
let products: ListProductsResponse;

const api = () => request(gateway.url);

/** A request as the admin page sends it: the session cookie and our own Origin. */
const asAdmin = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  api()[method](path).set('cookie', adminCookie).set('origin', gateway.url);

const decimalString = /^\d+(\.\d+)?$/;
const moneyString = /^\d+\.\d{2}$/;

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  content = new ContentProcess(nats.url, suite);
  orders = new OrdersProcess(nats.url, suite);
  await Promise.all([pricing.start(), catalogue.start()]);
  await cart.start();
  await content.start();
  await orders.start();
  await gateway.start({ NATS_URL: nats.url });
  adminCookie = await signIn(gateway.url);
  categories = (await api().get('/api/categories').expect(200)).body as Category[];
  products = (await api().get('/api/products').expect(200)).body as ListProductsResponse;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await content?.dispose();
  await orders?.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

describe('GET /api/categories', () => {
  it('lists the twelve categories in shop order with their texts and product counts', () => {
    expect(categories.map((category) => category.slug)).toEqual([...categorySlugs]);
    const iBeams = categories.find((category) => category.slug === 'i-traeger');
    expect(iBeams).toMatchObject({
      name: 'I-Träger',
      productType: 'i_trager',
      description: expect.any(String),
      image: expect.any(String),
    });
    for (const category of categories) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(5);
      expect(category.productCount).toBeGreaterThan(0);
    }
  });

  it('counts exactly the products the product list holds', () => {
    const total = categories.reduce((sum, category) => sum + category.productCount, 0);
    expect(total).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(300);
  });

  it('answers one category by its slug', async () => {
    const response = await api().get('/api/categories/bleche').expect(200);
    expect(response.body).toEqual(categories.find((category) => category.slug === 'bleche'));
  });

  it.each([
    ['i-trager', 'i-traeger'],
    ['vierkantstabe', 'vierkantstaebe'],
    ['rundstabe', 'rundstaebe'],
    ['sechskantstabe', 'sechskantstaebe'],
  ])('answers the alias %s with the canonical category %s', async (alias, canonical) => {
    const response = await api().get(`/api/categories/${alias}`).expect(200);
    expect((response.body as Category).slug).toBe(canonical);
  });

  it('answers 404 for an unknown category and 400 for a malformed slug', async () => {
    const unknown = await api().get('/api/categories/holzbretter').expect(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const malformed = await api().get('/api/categories/I%20Tr%C3%A4ger').expect(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'slug' }] });
  });
});

describe('GET /api/products', () => {
  it('sends every numeric value as a decimal string and leaves empty fields out', () => {
    for (const product of products) {
      expect(product.unit).toBe('Stück');
      expect(product.price).toMatch(moneyString);
      for (const field of productNumericFields) {
        if (field in product) expect(product[field]).toMatch(decimalString);
      }
      expect(Object.values(product)).not.toContain(null);
    }
  });

  it('filters by category, matching the category counts', async () => {
    for (const category of categories) {
      const response = await api().get(`/api/products?category=${category.slug}`).expect(200);
      const inCategory = response.body as ListProductsResponse;
      expect(inCategory).toHaveLength(category.productCount);
      expect(new Set(inCategory.map((product) => product.category))).toEqual(
        new Set([category.slug]),
      );
    }
  });

  it('filters by an alias as by the canonical slug', async () => {
    const alias = await api().get('/api/products?category=i-trager').expect(200);
    const canonical = await api().get('/api/products?category=i-traeger').expect(200);
    expect(alias.body).toEqual(canonical.body);
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    const unknown = await api().get('/api/products?category=holzbretter').expect(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const malformed = await api().get('/api/products?category=A_B').expect(400);
    expect(malformed.body).toMatchObject({ issues: [{ path: 'category' }] });
  });

  it('answers one product by id, the same as in the list', async () => {
    const product = products[products.length - 1]!;
    const response = await api().get(`/api/products/${product.id}`).expect(200);
    expect(response.body).toEqual(product);
  });

  it('answers 404 for an unknown id and 400 for one that is not a positive whole number', async () => {
    const unknown = await api().get('/api/products/999999').expect(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    for (const id of ['abc', '0', '-1', '1.5']) {
      const malformed = await api().get(`/api/products/${id}`).expect(400);
      expect(malformed.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'id', message: 'Must be a positive whole number' }],
      });
    }
  });
});

describe('product administration', () => {
  let created: Product;
  let iBeamSubcategory: string;
  const sku = `E2E-${Date.now()}`;

  /** An I-beam as the admin form saves it: numbers as floats, no price per piece. */
  const iBeamBody = () => ({
    name: 'IPE 100 E2E',
    category: 'i-traeger',
    subcategory: iBeamSubcategory,
    material: 'S235',
    description: 'Ein Träger aus dem Test',
    height: 100,
    width: 55,
    thickness: 4.1,
    standardLength: 6000,
    pricePerTon: 1250,
    weightPerPiece: 14.796,
    sku,
    inStock: true,
  });

  beforeAll(() => {
    iBeamSubcategory = categories.find((category) => category.slug === 'i-traeger')!
      .subcategories[0]!;
  });

  it('refuses every product and dimension call without an admin session (401)', async () => {
    const calls = [
      api().post('/api/products').send(iBeamBody()),
      api().patch('/api/products/1').send(iBeamBody()),
      api().delete('/api/products/1'),
      api().get('/api/product-dimensions'),
      api().post('/api/product-dimensions').send({}),
      api().delete('/api/product-dimensions/1'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a create from another site (403) and creates nothing', async () => {
    const response = await api()
      .post('/api/products')
      .set('cookie', adminCookie)
      .set('origin', 'https://evil.example')
      .send(iBeamBody());
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const after = (await api().get('/api/products').expect(200)).body as ListProductsResponse;
    expect(after).toHaveLength(products.length);
  });

  it('creates a product: 201, unit Stück, price per piece from the price per tonne', async () => {
    const response = await asAdmin('post', '/api/products').send(iBeamBody()).expect(201);
    created = response.body as Product;
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: 'IPE 100 E2E',
      category: 'i-traeger',
      subcategory: iBeamSubcategory,
      material: 'S235',
      productType: 'i_trager',
      unit: 'Stück',
      inStock: true,
      sku,
      // 1250 EUR/t x 14.796 kg = 18.495 EUR, rounded half up.
      price: '18.50',
    });
    expect(Number(created.pricePerTon)).toBe(1250);
    expect(Number(created.weightPerPiece)).toBe(14.796);
    expect(Number(created.thickness)).toBe(4.1);
    expect(created).not.toHaveProperty('diameter');
  });

  it('shows the new product in its category, counted there', async () => {
    const inCategory = (await api().get('/api/products?category=i-traeger').expect(200))
      .body as ListProductsResponse;
    expect(inCategory).toContainEqual(created);
    const category = (await api().get('/api/categories/i-traeger').expect(200)).body as Category;
    const before = categories.find((candidate) => candidate.slug === 'i-traeger')!;
    expect(category.productCount).toBe(before.productCount + 1);
    expect((await api().get(`/api/products/${created.id}`).expect(200)).body).toEqual(created);
  });

  it('answers 409 for an SKU another product has', async () => {
    const response = await asAdmin('post', '/api/products')
      .send({ ...iBeamBody(), name: 'IPE 100 E2E Kopie' })
      .expect(409);
    expect(response.body).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('answers 400 with a message per field', async () => {
    const response = await asAdmin('post', '/api/products')
      .send({ ...iBeamBody(), name: '  ', category: 'holz', weightPerPiece: 'schwer', width: -5 })
      .expect(400);
    expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Required' },
        { path: 'category', message: 'Unknown category' },
        { path: 'weightPerPiece', message: 'Must be a valid number' },
        { path: 'width', message: 'Must be greater than 0' },
      ]),
    );
  });

  it('answers 400 naming both price fields when neither is given', async () => {
    const { pricePerTon: _perTon, ...withoutPrices } = iBeamBody();
    const response = await asAdmin('post', '/api/products')
      .send({ ...withoutPrices, sku: undefined })
      .expect(400);
    expect(response.body.message).toEqual(expect.stringContaining('pricePerTon'));
    expect(response.body.message).toEqual(expect.stringContaining('price'));
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['pricePerTon', 'price']),
    );
  });

  it('never takes the actor from the body', async () => {
    const response = await asAdmin('post', '/api/products')
      .send({ ...iBeamBody(), actor: { adminId: 99, username: 'eve' } })
      .expect(400);
    expect(response.body.issues).toEqual([{ path: 'actor', message: 'Unrecognized key: "actor"' }]);
  });

  it('updates a product with the whole form: 200, and the reads show it', async () => {
    const { pricePerTon: _perTon, ...body } = iBeamBody();
    const response = await asAdmin('patch', `/api/products/${created.id}`)
      .send({ ...body, name: 'IPE 100 E2E geändert', price: 19.99, inStock: false })
      .expect(200);
    expect(response.body).toMatchObject({
      id: created.id,
      name: 'IPE 100 E2E geändert',
      price: '19.99',
      inStock: false,
    });
    // PATCH replaces the product: the price per tonne the form left empty is gone.
    expect(response.body).not.toHaveProperty('pricePerTon');
    expect((await api().get(`/api/products/${created.id}`).expect(200)).body).toEqual(
      response.body,
    );
    created = response.body as Product;
  });

  it('answers 404 when updating or deleting an unknown product, 400 for a malformed id', async () => {
    await asAdmin('patch', '/api/products/999999')
      .send({ ...iBeamBody(), sku: undefined })
      .expect(404);
    await asAdmin('delete', '/api/products/999999').expect(404);
    const malformed = await asAdmin('delete', '/api/products/abc').expect(400);
    expect(malformed.body).toMatchObject({ issues: [{ path: 'id' }] });
  });

  describe('a catalogue product in the cart', () => {
    it("is priced with the catalogue's price per piece", async () => {
      const product = products.find((candidate) => candidate.inStock)!;
      const response = await api()
        .post('/api/cart/product')
        .send({ productId: product.id, quantity: 3 });
      expect(response.status).toBe(201);
      const line = (response.body as CartResponse).items[0]!;
      expect(line).toMatchObject({
        kind: 'product',
        productId: product.id,
        quantity: 3,
        unitPrice: product.price,
        totalPrice: product.price,
        product: { name: product.name },
      });
      expect(line.lineTotal).toBe((Math.round(Number(product.price) * 300) / 100).toFixed(2));
      // the line keeps the catalogue's English and Polish names, for a cart page in either
      for (const language of ['en', 'pl'] as const) {
        const translated = (
          (await api().get(`/api/products/${product.id}?lang=${language}`).expect(200))
            .body as Product
        ).name;
        expect(line.kind === 'product' && line.product.translations?.[language].name).toBe(
          translated,
        );
      }
    });

    it('is refused with 409 while the product is out of stock', async () => {
      const response = await api()
        .post('/api/cart/product')
        .send({ productId: created.id, quantity: 1 });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ status: 409, code: 'CONFLICT' });
    });

    it("carries the admin's new price once the product is in stock again", async () => {
      const { pricePerTon: _perTon, ...body } = iBeamBody();
      await asAdmin('patch', `/api/products/${created.id}`)
        .send({ ...body, name: 'IPE 100 E2E geändert', price: 19.99, inStock: true })
        .expect(200);
      const response = await api()
        .post('/api/cart/product')
        .send({ productId: created.id, quantity: 1 })
        .expect(201);
      expect((response.body as CartResponse).items[0]).toMatchObject({
        productId: created.id,
        unitPrice: '19.99',
        product: { name: 'IPE 100 E2E geändert' },
      });
    });

    it('answers 404 for a product the catalogue does not have', async () => {
      const response = await api()
        .post('/api/cart/product')
        .send({ productId: 999999, quantity: 1 });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  });

  it('deletes a product: 204 without a body, then it is gone from its category', async () => {
    const response = await asAdmin('delete', `/api/products/${created.id}`).expect(204);
    expect(response.text).toBe('');
    await api().get(`/api/products/${created.id}`).expect(404);
    const inCategory = (await api().get('/api/products?category=i-traeger').expect(200))
      .body as ListProductsResponse;
    expect(inCategory.map((product) => product.id)).not.toContain(created.id);
    await asAdmin('delete', `/api/products/${created.id}`).expect(404);
  });
});

describe('product dimensions (admin)', () => {
  let dimension: ProductDimension;

  it('adds a dimension: 201 with it, listed under its category only', async () => {
    const response = await asAdmin('post', '/api/product-dimensions')
      .send({ category: 'bleche', thickness: 2.5, width: '1250', length: 2500 })
      .expect(201);
    dimension = response.body as ProductDimension;
    expect(dimension).toEqual({
      id: expect.any(Number),
      category: 'bleche',
      thickness: 2.5,
      width: 1250,
      length: 2500,
    });
    const sheets = await asAdmin('get', '/api/product-dimensions?category=bleche').expect(200);
    expect(sheets.body).toContainEqual(dimension);
    const tubes = await asAdmin('get', '/api/product-dimensions?category=rohre').expect(200);
    expect(tubes.body).not.toContainEqual(dimension);
    const all = await asAdmin('get', '/api/product-dimensions').expect(200);
    expect(all.body).toContainEqual(dimension);
  });

  it('answers 409 for a size the category already has', async () => {
    const response = await asAdmin('post', '/api/product-dimensions')
      .send({ category: 'bleche', thickness: 2.5, width: 1250, length: 2500 })
      .expect(409);
    expect(response.body).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('answers 400 with a message per field and 404 for an unknown category filter', async () => {
    const invalid = await asAdmin('post', '/api/product-dimensions')
      .send({ category: 'holz', thickness: 0, width: 'breit' })
      .expect(400);
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'category', message: 'Unknown category' },
        { path: 'thickness', message: 'Must be greater than 0' },
        { path: 'width', message: 'Must be a valid number' },
        { path: 'length', message: 'Required' },
      ]),
    );
    await asAdmin('get', '/api/product-dimensions?category=holzbretter').expect(404);
  });

  it('refuses a dimension from another site (403)', async () => {
    const response = await api()
      .delete(`/api/product-dimensions/${dimension.id}`)
      .set('cookie', adminCookie)
      .set('sec-fetch-site', 'cross-site');
    expect(response.status).toBe(403);
  });

  it('deletes a dimension: 204, then 404', async () => {
    const response = await asAdmin('delete', `/api/product-dimensions/${dimension.id}`).expect(204);
    expect(response.text).toBe('');
    const sheets = await asAdmin('get', '/api/product-dimensions?category=bleche').expect(200);
    expect(sheets.body).not.toContainEqual(dimension);
    await asAdmin('delete', `/api/product-dimensions/${dimension.id}`).expect(404);
  });
});

describe('when the catalogue service is down', () => {
  it('reports catalogue up in /api/health while it runs', async () => {
    const response = await api().get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'up', checks: { catalogue: 'up' } });
  });

  it('answers 503 and reports it down, then recovers without restarting the gateway', async () => {
    await catalogue.stop();
    const response = await api().get('/api/products');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('catalogue'),
    });
    const health = await api().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', checks: { catalogue: 'down' } });

    await catalogue.start();
    await eventually(async () => {
      const again = await api().get('/api/products?category=bleche');
      expect(again.status).toBe(200);
    }, 5_000);
  }, 60_000);
});
