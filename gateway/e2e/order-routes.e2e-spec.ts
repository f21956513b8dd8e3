import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type CartResponse,
  type ListMaterialsResponse,
  type ListOrdersResponse,
  type OrderDetail,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import {
  CartProcess,
  OrdersProcess,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
  TestMailServer,
} from '@shop/test-kit';
import request from 'supertest';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// Placing an order goes gateway -> orders -> cart and pricing; seconds on a busy machine.
jest.setTimeout(30_000);

let nats: PrivateNats;
let mailServer: TestMailServer;
let pricing: PricingProcess;
let cart: CartProcess;
let orders: OrdersProcess;
const gateway = new GatewayProcess();
let adminCookie: string;
let steelId: number;
let clientNumber = 0;

const api = () => request(gateway.url);
/** Each test orders from its own address, so the per-IP limit counts only its own orders. */
const nextClientIp = () => `198.51.100.${(clientNumber += 1)}`;

beforeAll(async () => {
  nats = await startPrivateNats();
  mailServer = await TestMailServer.start();
  pricing = new PricingProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  orders = new OrdersProcess(nats.url, suite, { smtpUrl: mailServer.url });
  await Promise.all([pricing.start(), cart.start(), orders.start()]);
  await gateway.start({
    NATS_URL: nats.url,
    TRUST_PROXY: '127.0.0.1',
    ORDERS_PER_WINDOW: '3',
    ORDER_WINDOW_MINUTES: '10',
  });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await orders?.dispose();
  await cart?.dispose();
  await pricing?.dispose();
  await mailServer?.stop();
  await nats?.stop();
});

const orderBody = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  customer: { name: 'Erika Mustermann', email: 'erika@example.com' },
  billingAddress: { street: 'Hafenstraße 3', postalCode: '44139', city: 'Dortmund', country: 'DE' },
  delivery: 'pickup',
  paymentMethod: 'invoice',
  acceptTerms: true,
  ...overrides,
});

/** A visitor's cart with one sheet: the cookie that names it. */
async function cartCookie(): Promise<string> {
  const response = await api()
    .post('/api/cart')
    .send({ materialId: steelId, width: 1000, height: 500, thickness: 3, quantity: 1 })
    .expect(201);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return setCookie.find((cookie) => cookie.startsWith('cart_id='))!.split(';', 1)[0]!;
}

function placeOrder(
  cookie: string | undefined,
  ip: string,
  body: unknown = orderBody(),
  key?: string,
) {
  const call = api().post('/api/orders').set('x-forwarded-for', ip);
  if (cookie) void call.set('cookie', cookie);
  if (key) void call.set('idempotency-key', key);
  return call.send(body as object);
}

describe('POST /api/orders', () => {
  it("orders the visitor's cart: 201 with the order, and the cart is empty afterwards", async () => {
    const cookie = await cartCookie();
    const response = await placeOrder(cookie, nextClientIp()).expect(201);
    const placed = response.body as PlaceOrderResponse;
    expect(placed.orderNumber).toMatch(/^B-\d{4}-\d{6}$/);
    expect(placed).toMatchObject({ status: 'new', delivery: 'pickup', paymentMethod: 'invoice' });
    expect(response.headers['cache-control']).toContain('no-store');
    const after = (await api().get('/api/cart').set('cookie', cookie).expect(200))
      .body as CartResponse;
    expect(after.items).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same order, 201 again', async () => {
    const cookie = await cartCookie();
    const ip = nextClientIp();
    const first = await placeOrder(cookie, ip, orderBody(), 'submit-0001-abcdef').expect(201);
    const again = await placeOrder(cookie, ip, orderBody(), 'submit-0001-abcdef').expect(201);
    expect((again.body as PlaceOrderResponse).orderNumber).toBe(
      (first.body as PlaceOrderResponse).orderNumber,
    );
  });

  it('answers 400 naming each invalid field and a malformed Idempotency-Key, and orders nothing', async () => {
    const cookie = await cartCookie();
    const ip = nextClientIp();
    const bad = await placeOrder(cookie, ip, {
      ...orderBody(),
      customer: { name: '', email: 'not-an-address' },
      acceptTerms: false,
    }).expect(400);
    const paths = (bad.body as { issues: Array<{ path: string }> }).issues.map(
      (issue) => issue.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining(['customer.name', 'customer.email', 'acceptTerms']),
    );
    const key = await placeOrder(cookie, ip, orderBody(), 'short').expect(400);
    expect((key.body as { issues: Array<{ path: string }> }).issues[0]!.path).toBe(
      'Idempotency-Key',
    );
    const still = (await api().get('/api/cart').set('cookie', cookie).expect(200))
      .body as CartResponse;
    expect(still.items).toHaveLength(1);
  });

  it('answers 409 for a visitor without a cart', async () => {
    const refused = await placeOrder(undefined, nextClientIp()).expect(409);
    expect(refused.body).toMatchObject({ status: 409, message: 'The cart is empty' });
  });

  it('answers the fourth order from one address within the window with 429 and Retry-After', async () => {
    const ip = nextClientIp();
    for (let index = 0; index < 3; index += 1) await placeOrder(undefined, ip).expect(409);
    const limited = await placeOrder(undefined, ip).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ status: 429 });
  });
});

describe('the admin orders routes', () => {
  it('answer 401 without an admin session', async () => {
    await api().get('/api/admin/orders').expect(401);
    await api().get('/api/admin/orders/B-2026-000001').expect(401);
    await api().patch('/api/admin/orders/B-2026-000001').send({ status: 'confirmed' }).expect(401);
    await api().get('/api/admin/orders/B-2026-000001/lines/1/dxf').expect(401);
  });

  it('list, read and move an order, with 409 and its reason for a forbidden move', async () => {
    const placed = (await placeOrder(await cartCookie(), nextClientIp()).expect(201))
      .body as PlaceOrderResponse;
    const list = (
      await api().get('/api/admin/orders?limit=5').set('cookie', adminCookie).expect(200)
    ).body as ListOrdersResponse;
    expect(list.orders.map((order) => order.orderNumber)).toContain(placed.orderNumber);
    const path = `/api/admin/orders/${placed.orderNumber}`;
    const detail = (await api().get(path).set('cookie', adminCookie).expect(200))
      .body as OrderDetail;
    expect(detail.lines).toHaveLength(1);
    const refused = await api()
      .patch(path)
      .set('cookie', adminCookie)
      .send({ status: 'completed' })
      .expect(409);
    expect(refused.body.message).toBe(
      'An order that is new can only become confirmed or cancelled, not completed',
    );
    const moved = (
      await api().patch(path).set('cookie', adminCookie).send({ status: 'confirmed' }).expect(200)
    ).body as OrderDetail;
    expect(moved.history.at(-1)).toMatchObject({ status: 'confirmed', by: 'admin' });
    await api()
      .get('/api/admin/orders?status=shipped&limit=0')
      .set('cookie', adminCookie)
      .expect(400);
    await api().get('/api/admin/orders/B-1').set('cookie', adminCookie).expect(400);
    await api().get('/api/admin/orders/B-2020-999999').set('cookie', adminCookie).expect(404);
  });

  it("downloads a design's DXF as an attachment, byte for byte", async () => {
    const designParameters = defaultDesignParameters();
    const dxfFile = writeDesignDxf(designParameters);
    const added = await api()
      .post('/api/cart/from-konfigurator')
      .send({ materialId: steelId, thickness: 3, quantity: 1, designParameters, dxfFile })
      .expect(201);
    const cookie = ([] as string[])
      .concat(added.headers['set-cookie'] ?? [])
      .find((value) => value.startsWith('cart_id='))!
      .split(';', 1)[0]!;
    const placed = (await placeOrder(cookie, nextClientIp()).expect(201))
      .body as PlaceOrderResponse;
    const download = await api()
      .get(`/api/admin/orders/${placed.orderNumber}/lines/1/dxf`)
      .set('cookie', adminCookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/dxf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="element_1.dxf"; filename*=UTF-8''element_1.dxf`,
    );
    expect((download.body as Buffer).toString('utf8')).toBe(dxfFile);
    await api()
      .get(`/api/admin/orders/${placed.orderNumber}/lines/2/dxf`)
      .set('cookie', adminCookie)
      .expect(404);
  });
});

describe('while the orders service is stopped', () => {
  it('answers POST /api/orders with 503 and leaves the cart as it was', async () => {
    const cookie = await cartCookie();
    await orders.stop();
    const refused = await placeOrder(cookie, nextClientIp()).expect(503);
    expect(refused.body).toMatchObject({ status: 503 });
    const still = (await api().get('/api/cart').set('cookie', cookie).expect(200))
      .body as CartResponse;
    expect(still.items).toHaveLength(1);
  });
});
