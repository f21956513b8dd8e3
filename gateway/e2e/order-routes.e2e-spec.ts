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
import { randomUUID } from 'node:crypto';
import {
  CartProcess,
  eventually,
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
/**
 * A second gateway on the same sessions and database that waits only 100 ms for the orders
 * service, so a test can see its 504 without waiting seconds for the first one's patience.
 */
const impatientGateway = new GatewayProcess();
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
  await impatientGateway.start({
    NATS_URL: nats.url,
    TRUST_PROXY: '127.0.0.1',
    DB_SCHEMA: gateway.schema,
    REDIS_KEY_PREFIX: gateway.redisKeyPrefix,
    ORDER_TIMEOUT_MS: '100',
  });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 120_000);

afterAll(async () => {
  await impatientGateway.dispose({ keepSchema: true });
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

/** `POST /api/orders` from `ip`, with a new Idempotency-Key unless one (or none: null) is given. */
function placeOrder(
  cookie: string | undefined,
  ip: string,
  body: unknown = orderBody(),
  key: string | null = `submit-${randomUUID()}`,
  through: GatewayProcess = gateway,
) {
  const call = request(through.url).post('/api/orders').set('x-forwarded-for', ip);
  if (cookie) void call.set('cookie', cookie);
  if (key !== null) void call.set('idempotency-key', key);
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
    const noKey = await placeOrder(cookie, ip, orderBody(), null).expect(400);
    expect((noKey.body as { issues: unknown }).issues).toEqual([
      { path: 'Idempotency-Key', message: 'Required' },
    ]);
    const still = (await api().get('/api/cart').set('cookie', cookie).expect(200))
      .body as CartResponse;
    expect(still.items).toHaveLength(1);
  });

  it('refuses a reused Idempotency-Key with another body with 422, and keeps the order as it was', async () => {
    const cookie = await cartCookie();
    const ip = nextClientIp();
    const key = `submit-${randomUUID()}`;
    const first = (await placeOrder(cookie, ip, orderBody(), key).expect(201))
      .body as PlaceOrderResponse;
    const changed = orderBody({
      billingAddress: {
        street: 'Kaiserstraße 9',
        postalCode: '44135',
        city: 'Dortmund',
        country: 'DE',
      },
    });
    const refused = await placeOrder(cookie, ip, changed, key).expect(422);
    expect(refused.body).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    const order = (
      await api()
        .get(`/api/admin/orders/${first.orderNumber}`)
        .set('cookie', adminCookie)
        .expect(200)
    ).body as OrderDetail;
    expect(order.billingAddress.street).toBe('Hafenstraße 3');
  });

  it('answers a second submit of an ordered cart, with another key, 409 naming the order', async () => {
    const cookie = await cartCookie();
    const ip = nextClientIp();
    const first = (await placeOrder(cookie, ip).expect(201)).body as PlaceOrderResponse;
    const second = await placeOrder(cookie, ip).expect(409);
    expect(second.body).toEqual({
      status: 409,
      code: 'cart_already_ordered',
      message: `This cart was ordered already: ${first.orderNumber}`,
      orderNumber: first.orderNumber,
    });
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
    await api().post('/api/admin/orders/B-2026-000001/payment').expect(401);
  });

  it('records a prepayment before the order may go into production', async () => {
    const placed = (
      await placeOrder(
        await cartCookie(),
        nextClientIp(),
        orderBody({ paymentMethod: 'prepayment' }),
      ).expect(201)
    ).body as PlaceOrderResponse;
    const path = `/api/admin/orders/${placed.orderNumber}`;
    const move = (status: string) => api().patch(path).set('cookie', adminCookie).send({ status });
    await move('confirmed').expect(200);
    const unpaid = await move('in_production').expect(409);
    expect(unpaid.body).toMatchObject({ status: 409, code: 'payment_not_received' });
    const paid = (await api().post(`${path}/payment`).set('cookie', adminCookie).expect(200))
      .body as OrderDetail;
    expect(paid.paymentReceived).toEqual({ at: expect.any(String), by: 'admin' });
    const twice = await api().post(`${path}/payment`).set('cookie', adminCookie).expect(409);
    expect(twice.body.message).toContain('was recorded on');
    expect(((await move('in_production').expect(200)).body as OrderDetail).status).toBe(
      'in_production',
    );
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

describe('when the orders service answers too late', () => {
  it('answers 504 with Retry-After, and the same submit then gets the one order', async () => {
    const cookie = await cartCookie();
    const ip = nextClientIp();
    const key = `submit-${randomUUID()}`;
    orders.pause();
    let pending;
    try {
      pending = await placeOrder(cookie, ip, orderBody(), key, impatientGateway).expect(504);
    } finally {
      orders.resume();
    }
    expect(pending.body).toMatchObject({ status: 504, code: 'order_pending' });
    expect(pending.headers['retry-after']).toBe('2');
    // the orders service now places the order it was sent; asking again with the key finds it
    // once it is stored, and hears until then that the key is in use (each try from its own
    // address, past the per-address limit of orders: a hundred tries at most)
    const otherAnswers: unknown[] = [];
    const placed = await eventually(
      async () => {
        const again = await placeOrder(cookie, nextClientIp(), orderBody(), key);
        if (again.status === 201) return again.body as PlaceOrderResponse;
        if (again.status !== 409 || again.body?.code !== 'idempotency_key_in_use') {
          otherAnswers.push(again.body);
        }
        throw new Error(`the order is not stored yet: ${JSON.stringify(again.body)}`);
      },
      10_000,
      100,
    );
    expect(otherAnswers).toEqual([]);
    expect(placed.orderNumber).toMatch(/^B-\d{4}-\d{6}$/);
    const cartAfter = (await api().get('/api/cart').set('cookie', cookie).expect(200))
      .body as CartResponse;
    expect(cartAfter.items).toEqual([]);
    const list = (
      await api().get('/api/admin/orders?limit=100').set('cookie', adminCookie).expect(200)
    ).body as ListOrdersResponse;
    expect(list.orders.filter((order) => order.orderNumber === placed.orderNumber)).toHaveLength(1);
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
