import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CalculatePriceResponse,
  type CartResponse,
  type ListMaterialsResponse,
  toMoneyString,
} from '@shop/contracts';
import request from 'supertest';
import {
  CartProcess,
  CatalogueProcess,
  eventually,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let steelId: number;
let sheet: { materialId: number; width: number; height: number; thickness: number };
/** The pricing service's price of `sheet`, as the cart writes money. */
let serverUnitPrice: string;

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const api = () => request(gateway.url);

/** One visitor: a browser that keeps the cookies the gateway sets. */
const visitor = () => request.agent(gateway.url);

/** The `cart_id` Set-Cookie header of a response, if any. */
function cartCookieOf(response: request.Response): string | undefined {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return cookies.find((cookie) => cookie.startsWith('cart_id='));
}

function cartIdOf(setCookie: string | undefined): string | undefined {
  return setCookie?.match(/^cart_id=([^;]*)/)?.[1];
}

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await pricing.start();
  await catalogue.start();
  await cart.start();
  await gateway.start({ NATS_URL: nats.url });
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
  sheet = { materialId: steelId, width: 1000, height: 500, thickness: 3 };
  const quote = (await api().post('/api/calculate-price').send(sheet).expect(200))
    .body as CalculatePriceResponse;
  serverUnitPrice = toMoneyString(quote.totalPrice);
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

describe('GET /api/cart', () => {
  it('answers a visitor without a cart with an empty cart, and stores nothing', async () => {
    const response = await api().get('/api/cart');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [],
      totalQuantity: 0,
      summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await cart.storedKeys()).toEqual([]);
  });

  it.each([
    ['a number', '1'],
    ['a path', '..%2F..%2Fadmin'],
    ['a UUID with a suffix', `${randomUUID()}x`],
    ['a Redis pattern', '*'],
  ])('treats a cookie holding %s as no cart', async (_label, value) => {
    const response = await api().get('/api/cart').set('cookie', `cart_id=${value}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ items: [], totalQuantity: 0 });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/cart', () => {
  it('starts a cart on the first add with an HttpOnly, SameSite=Lax cookie for 30 days', async () => {
    const response = await api()
      .post('/api/cart')
      .send({ ...sheet, quantity: 2 });

    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = cartCookieOf(response);
    expect(cartIdOf(cookie)).toMatch(uuidPattern);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toContain(`; Max-Age=${THIRTY_DAYS_IN_SECONDS}`);
    // Local mode is plain http; production adds Secure.
    expect(cookie).not.toMatch(/; Secure/i);
    expect((response.body as CartResponse).totalQuantity).toBe(2);
  });

  it("stores the server's price, whatever price the browser posts", async () => {
    const browser = visitor();

    const added = await browser
      .post('/api/cart')
      .send({ ...sheet, pricePerM2: 0.01, totalPrice: 0.01, quantity: 1 });

    expect(added.status).toBe(201);
    const line = (added.body as CartResponse).items[0]!;
    expect(line).toMatchObject({
      kind: 'sheet',
      materialId: steelId,
      width: 1000,
      height: 500,
      thickness: 3,
      quantity: 1,
      unitPrice: serverUnitPrice,
      totalPrice: serverUnitPrice,
      lineTotal: serverUnitPrice,
    });
    expect(line.unitPrice).not.toBe('0.01');
    const stored = (await browser.get('/api/cart').expect(200)).body as CartResponse;
    expect(stored.items).toEqual([line]);
    expect(stored.summary.subtotal).toBe(serverUnitPrice);
  });

  it('refreshes the cookie on every cart request (sliding expiry)', async () => {
    const browser = visitor();
    const first = await browser
      .post('/api/cart')
      .send({ ...sheet, quantity: 1 })
      .expect(201);
    const cartId = cartIdOf(cartCookieOf(first));

    const read = await browser.get('/api/cart').expect(200);

    const refreshed = cartCookieOf(read);
    expect(cartIdOf(refreshed)).toBe(cartId);
    expect(refreshed).toContain(`; Max-Age=${THIRTY_DAYS_IN_SECONDS}`);
  });

  it('starts a new cart for a visitor whose cookie is forged in another format', async () => {
    const response = await api()
      .post('/api/cart')
      .set('cookie', 'cart_id=admin')
      .send({ ...sheet, quantity: 1 });

    expect(response.status).toBe(201);
    expect(cartIdOf(cartCookieOf(response))).toMatch(uuidPattern);
    expect((response.body as CartResponse).items).toHaveLength(1);
  });

  it.each([
    ['a missing', { ...sheet, width: undefined, quantity: 1 }, 'width', 'Required'],
    ['a zero', { ...sheet, quantity: 0 }, 'quantity', 'Must be at least 1'],
    ['a fractional', { ...sheet, quantity: 1.5 }, 'quantity', 'Must be a whole number'],
    ['a too large', { ...sheet, quantity: 10_001 }, 'quantity', 'Must be at most 10000'],
    ['an unknown', { ...sheet, quantity: 1, discount: 50 }, 'discount', 'Unrecognized key'],
  ])('answers 400 naming %s field, and sets no cookie', async (_label, body, field, message) => {
    const response = await api().post('/api/cart').send(body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(field),
      issues: expect.arrayContaining([{ path: field, message: expect.stringContaining(message) }]),
    });
    expect(cartCookieOf(response)).toBeUndefined();
  });

  it('answers 413 with an ErrorBody for a body over 64 KB', async () => {
    const response = await api()
      .post('/api/cart')
      .send({ ...sheet, quantity: 1, note: 'x'.repeat(70_000) });

    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('POST /api/cart/from-konfigurator', () => {
  const design = (dxfFile: string, quantity = 1) => ({
    materialId: steelId,
    thickness: 3,
    width: 200,
    height: 100,
    pricePerM2: 0.01,
    totalPrice: 0.01,
    quantity,
    designParameters: { shape: 'rectangle', width: 200, height: 100 },
    dxfFile,
  });

  it('reads a body of several hundred KB (a DXF file) and checks it like any other', async () => {
    // Far over the 64 KB of the other routes, under the design route's limit; the zero quantity
    // proves the body was read and parsed rather than refused for its size.
    const response = await api()
      .post('/api/cart/from-konfigurator')
      .send(design('0\nLINE\n'.repeat(60_000), 0));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'quantity', message: 'Must be at least 1' }],
    });
  });

  it('answers 413 with an ErrorBody for a body over 768 KB', async () => {
    const response = await api()
      .post('/api/cart/from-konfigurator')
      .send(design('x'.repeat(800 * 1024)));

    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 naming dxfFile for DXF text over the contract limit', async () => {
    const response = await api()
      .post('/api/cart/from-konfigurator')
      .send(design('x'.repeat(600 * 1024)));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      issues: [{ path: 'dxfFile', message: expect.stringContaining('Must be at most') }],
    });
  });
});

describe('POST /api/cart/product', () => {
  it('answers 400 naming productId for a product id that is not a positive whole number', async () => {
    const response = await api().post('/api/cart/product').send({ productId: -3, quantity: 1 });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: expect.stringContaining('productId'),
      issues: [{ path: 'productId', message: 'Must be greater than 0' }],
    });
  });
});

describe('PATCH and DELETE /api/cart/:id', () => {
  it('changes the quantity of a line and removes it, answering the whole cart', async () => {
    const browser = visitor();
    const added = (
      await browser
        .post('/api/cart')
        .send({ ...sheet, quantity: 1 })
        .expect(201)
    ).body as CartResponse;
    const lineId = added.items[0]!.id;

    const changed = await browser.patch(`/api/cart/${lineId}`).send({ quantity: 3 });
    expect(changed.status).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(changed.body as CartResponse).toMatchObject({
      totalQuantity: 3,
      items: [{ id: lineId, quantity: 3, unitPrice: serverUnitPrice }],
    });

    const removed = await browser.delete(`/api/cart/${lineId}`);
    expect(removed.status).toBe(200);
    expect(removed.body as CartResponse).toMatchObject({ items: [], totalQuantity: 0 });
  });

  it('answers 404 for a line that is not in the cart', async () => {
    const browser = visitor();
    await browser
      .post('/api/cart')
      .send({ ...sheet, quantity: 1 })
      .expect(201);

    const changed = await browser.patch(`/api/cart/${randomUUID()}`).send({ quantity: 2 });
    const removed = await browser.delete(`/api/cart/${randomUUID()}`);

    for (const response of [changed, removed]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 to a visitor without a cart', async () => {
    const response = await api().delete(`/api/cart/${randomUUID()}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 400 naming id for a line id that is not a UUID', async () => {
    const response = await api().patch('/api/cart/1').send({ quantity: 2 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ issues: [{ path: 'id', message: 'Must be a UUID' }] });
  });

  it('answers 400 naming quantity for a quantity out of range', async () => {
    const response = await api().patch(`/api/cart/${randomUUID()}`).send({ quantity: 0 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ issues: [{ path: 'quantity' }] });
  });
});

describe('two visitors', () => {
  it("do not see or change each other's carts", async () => {
    const anna = visitor();
    const ben = visitor();
    const annas = (
      await anna
        .post('/api/cart')
        .send({ ...sheet, quantity: 4 })
        .expect(201)
    ).body as CartResponse;
    await ben
      .post('/api/cart')
      .send({ ...sheet, width: 200, height: 200, quantity: 1 })
      .expect(201);

    const annaSees = (await anna.get('/api/cart').expect(200)).body as CartResponse;
    const benSees = (await ben.get('/api/cart').expect(200)).body as CartResponse;

    expect(annaSees.items.map((line) => line.quantity)).toEqual([4]);
    expect(benSees.items.map((line) => line.quantity)).toEqual([1]);
    const annasLine = annas.items[0]!.id;
    expect((await ben.delete(`/api/cart/${annasLine}`)).status).toBe(404);
    expect((await ben.patch(`/api/cart/${annasLine}`).send({ quantity: 9 })).status).toBe(404);
    expect(((await anna.get('/api/cart').expect(200)).body as CartResponse).totalQuantity).toBe(4);
  });
});

describe('when the cart service is down', () => {
  const unavailable = {
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: expect.stringContaining('cart'),
  };

  it('reports cart up in /api/health while it runs', async () => {
    // The overall status needs every service; this file runs only pricing and cart.
    const response = await api().get('/api/health');
    expect(response.body).toMatchObject({ checks: { pricing: 'up', cart: 'up' } });
  });

  it('answers 503 with Retry-After, reports it down, and recovers with the cart intact', async () => {
    const browser = visitor();
    await browser
      .post('/api/cart')
      .send({ ...sheet, quantity: 5 })
      .expect(201);
    await cart.stop();

    const added = await browser.post('/api/cart').send({ ...sheet, quantity: 1 });
    const read = await browser.get('/api/cart');
    for (const response of [added, read]) {
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual(unavailable);
    }
    const health = await api().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', checks: { cart: 'down' } });
    // Without a cart there is nothing to ask the cart service.
    expect((await api().get('/api/cart')).status).toBe(200);

    await cart.start();
    await eventually(async () => {
      const response = await browser.get('/api/cart');
      expect(response.status).toBe(200);
      expect((response.body as CartResponse).totalQuantity).toBe(5);
    }, 5_000);
  }, 30_000);
});
