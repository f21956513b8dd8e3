import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CalculatePriceResponse,
  type CartResponse,
  type ListMaterialsResponse,
  toMoneyString,
} from '@shop/contracts';
import {
  CartProcess,
  CatalogueProcess,
  connectTestDatabase,
  eventually,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import request from 'supertest';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// The ASVS input controls over HTTP, through the real gateway and services: every cart route
// refuses or ignores tampered prices and unknown fields and stores nothing from them, quantities
// are range-checked, prototype-pollution keys are refused, and an unexpected exception leaks
// nothing but a correlation id.

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let adminCookie: string;
let steelId: number;
let sheet: { materialId: number; width: number; height: number; thickness: number };
let serverUnitPrice: string;

const api = () => request(gateway.url);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, `${suite}_asvs`);
  catalogue = new CatalogueProcess(nats.url, `${suite}_asvs`);
  cart = new CartProcess(nats.url, `${suite}_asvs`);
  await Promise.all([pricing.start(), catalogue.start(), cart.start()]);
  await gateway.start({ NATS_URL: nats.url });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
  sheet = { materialId: steelId, width: 1000, height: 500, thickness: 3 };
  const quote = (await api().post('/api/calculate-price').send(sheet).expect(200))
    .body as CalculatePriceResponse;
  serverUnitPrice = toMoneyString(quote.totalPrice);
}, 90_000);

afterAll(async () => {
  await gateway.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

/** A valid body for each route that adds a cart line (their own field names, one unit). */
function addBodies(): [string, Record<string, unknown>][] {
  return [
    ['/api/cart', { ...sheet, quantity: 1 }],
    [
      '/api/cart/from-konfigurator',
      {
        materialId: steelId,
        thickness: 3,
        quantity: 1,
        designParameters: { baseShape: 'circle' },
        dxfFile: '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n',
      },
    ],
    ['/api/cart/product', { productId: 1, quantity: 1 }],
    ['/api/cart/laser', { quoteId: randomUUID(), materialId: steelId, thickness: 3, quantity: 1 }],
  ];
}

/** A visitor with one sheet line in the cart: its agent, its cart and the line's id. */
async function visitorWithLine(): Promise<{
  browser: ReturnType<typeof request.agent>;
  before: CartResponse;
  lineId: string;
}> {
  const browser = request.agent(gateway.url);
  const added = await browser
    .post('/api/cart')
    .send({ ...sheet, quantity: 2 })
    .expect(201);
  const before = added.body as CartResponse;
  return { browser, before, lineId: before.items[0]!.id };
}

/** Every mutation of the cart routes, sent by `browser` with `body`. */
function cartMutations(
  browser: ReturnType<typeof request.agent>,
  lineId: string,
): [string, (body: Record<string, unknown>) => request.Test, Record<string, unknown>][] {
  return [
    ...addBodies().map(
      ([path, valid]): [string, (body: Record<string, unknown>) => request.Test, typeof valid] => [
        `POST ${path}`,
        (body) => browser.post(path).send(body),
        valid,
      ],
    ),
    [
      `PATCH /api/cart/:id`,
      (body) => browser.patch(`/api/cart/${lineId}`).send(body),
      { quantity: 1 },
    ],
  ];
}

async function expectCartUnchanged(
  browser: ReturnType<typeof request.agent>,
  before: CartResponse,
): Promise<void> {
  const after = (await browser.get('/api/cart').expect(200)).body as CartResponse;
  expect(after).toEqual(before);
}

describe('V2.2 input validation: tampered prices on every cart route', () => {
  it("V2.2 tampered prices: pricePerM2/totalPrice sent with a calculator sheet or a configurator design are ignored; the stored price is the server's", async () => {
    for (const [path, valid] of addBodies().slice(0, 2)) {
      const honest = request.agent(gateway.url);
      const honestLine = ((await honest.post(path).send(valid).expect(201)).body as CartResponse)
        .items[0]!;
      const cheat = request.agent(gateway.url);
      const cheatLine = (
        (
          await cheat
            .post(path)
            .send({ ...valid, pricePerM2: 0.01, totalPrice: 0.01 })
            .expect(201)
        ).body as CartResponse
      ).items[0]!;
      expect({ path, unitPrice: cheatLine.unitPrice }).toEqual({
        path,
        unitPrice: honestLine.unitPrice,
      });
      expect(cheatLine.unitPrice).not.toBe('0.01');
      const perM2 = (line: object) => ('pricePerM2' in line ? line.pricePerM2 : undefined);
      expect(perM2(cheatLine)).toBe(perM2(honestLine));
      expect(cheatLine.lineTotal).toBe(honestLine.lineTotal);
    }
    const sheetLine = (
      (
        await request(gateway.url)
          .post('/api/cart')
          .send({ ...sheet, quantity: 1, totalPrice: '0.01' })
          .expect(201)
      ).body as CartResponse
    ).items[0]!;
    expect(sheetLine.unitPrice).toBe(serverUnitPrice);
  });

  it.each(['unitPrice', 'price', 'lineTotal', 'subtotal', 'total', 'surcharge'])(
    'V2.2 tampered prices: a %s field on every cart route is refused with 400 naming it, and nothing is stored',
    async (field) => {
      const { browser, before, lineId } = await visitorWithLine();
      for (const [route, send, valid] of cartMutations(browser, lineId)) {
        const response = await send({ ...valid, [field]: 0.01 });
        expect({ route, status: response.status }).toEqual({ route, status: 400 });
        expect(JSON.stringify(response.body)).toContain(field);
      }
      await expectCartUnchanged(browser, before);
    },
  );

  it('V2.2 tampered prices: a refused first add starts no cart and sets no cookie', async () => {
    const keysBefore = (await cart.storedKeys()).sort();
    for (const [path, valid] of addBodies()) {
      const response = await api()
        .post(path)
        .send({ ...valid, unitPrice: 0.01 });
      expect(response.status).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await cart.storedKeys()).sort()).toEqual(keysBefore);
  });
});

describe('V2.2 input validation: unknown fields on every cart route', () => {
  it.each(['isAdmin', 'cartId', 'kind', 'id', 'discount'])(
    'V2.2 unknown fields: %s on every cart route is refused with 400 naming it, never used or stored',
    async (field) => {
      const { browser, before, lineId } = await visitorWithLine();
      for (const [route, send, valid] of cartMutations(browser, lineId)) {
        const response = await send({ ...valid, [field]: 'x' });
        expect({ route, status: response.status }).toEqual({ route, status: 400 });
        expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
        expect(JSON.stringify(response.body)).toContain(field);
      }
      await expectCartUnchanged(browser, before);
    },
  );
});

describe('V2.2.1 quantities are range-checked on every cart route', () => {
  const badQuantities: [string, unknown][] = [
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ["'1e9'", '1e9'],
    ['1e9', 1e9],
    ['2^53', 2 ** 53],
    ['null', null],
  ];

  it.each(badQuantities)(
    'V2.2.1 quantity %s: every cart route answers 400 with a quantity message and changes nothing',
    async (_label, quantity) => {
      const { browser, before, lineId } = await visitorWithLine();
      for (const [route, send, valid] of cartMutations(browser, lineId)) {
        const response = await send({ ...valid, quantity });
        expect({ route, status: response.status }).toEqual({ route, status: 400 });
        expect(response.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          issues: expect.arrayContaining([{ path: 'quantity', message: expect.any(String) }]),
        });
        const paths = (response.body as { issues: { path: string }[] }).issues.map(
          (issue) => issue.path,
        );
        expect(new Set(paths)).toEqual(new Set(['quantity']));
      }
      await expectCartUnchanged(browser, before);
    },
  );
});

/** The JSON text of a body with `key` as a literal own key (JSON.stringify would drop __proto__). */
const withKey = (body: Record<string, unknown>, key: string, value: unknown) =>
  `${JSON.stringify(body).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;

describe('V2 prototype pollution keys are refused', () => {
  const pollution: [string, unknown][] = [
    ['__proto__', { polluted: true, isAdmin: true }],
    ['constructor', { prototype: { polluted: true } }],
  ];

  it.each(pollution)(
    'V2 prototype pollution: a %s key in cart, pricing and admin bodies is refused with 400 and nothing is polluted',
    async (key, value) => {
      const { browser, before, lineId } = await visitorWithLine();
      const materialsBefore = (await api().get('/api/materials').expect(200))
        .body as ListMaterialsResponse;
      const sends: [string, request.Test][] = [
        ...addBodies().map(([path, valid]): [string, request.Test] => [
          `POST ${path}`,
          browser
            .post(path)
            .type('json')
            .send(withKey(valid, key, value)),
        ]),
        [
          'PATCH /api/cart/:id',
          browser
            .patch(`/api/cart/${lineId}`)
            .type('json')
            .send(withKey({ quantity: 1 }, key, value)),
        ],
        [
          'POST /api/calculate-price',
          api()
            .post('/api/calculate-price')
            .type('json')
            .send(withKey(sheet, key, value)),
        ],
        [
          'POST /api/materials',
          api()
            .post('/api/materials')
            .set('cookie', adminCookie)
            .type('json')
            .send(withKey({ name: 'polluted', displayName: 'Polluted' }, key, value)),
        ],
        [
          'POST /api/cart nested',
          browser
            .post('/api/cart/from-konfigurator')
            .type('json')
            .send(
              JSON.stringify(addBodies()[1]![1]).replace(
                '{"baseShape":"circle"}',
                `{"baseShape":"circle",${JSON.stringify(key)}:${JSON.stringify(value)}}`,
              ),
            ),
        ],
      ];
      for (const [route, send] of sends) {
        const response = await send;
        expect({ route, status: response.status }).toEqual({ route, status: 400 });
      }
      await expectCartUnchanged(browser, before);
      // Nothing was created, and a plain request afterwards sees no polluted property.
      const materialsAfter = (await api().get('/api/materials').expect(200)).body as unknown[];
      expect(materialsAfter).toEqual(materialsBefore);
      const fresh = await api().post('/api/calculate-price').send(sheet).expect(200);
      expect(JSON.stringify(fresh.body)).not.toContain('polluted');
      expect(JSON.stringify((await browser.get('/api/cart')).body)).not.toContain('polluted');
    },
  );
});

describe('V16 a forced exception leaks nothing', () => {
  it('V16 generic errors: a broken table under the pricing service gives a 500 with only a generic message and a correlation id; the log has the details under the same id', async () => {
    const database = await connectTestDatabase();
    const table = `"${pricing.schema}".laser_quote_requests`;
    await database.query(`ALTER TABLE ${table} RENAME TO laser_quote_requests_gone`);
    try {
      const response = await api()
        .get('/api/admin/laser-quote-requests')
        .set('cookie', adminCookie);

      expect(response.status).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        status: 500,
        code: 'INTERNAL_ERROR',
        message: 'An unexpected error occurred',
        correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const text = response.text.toLowerCase();
      for (const secret of [
        'laser_quote_requests',
        pricing.schema,
        'does not exist',
        'select',
        'queryfailederror',
        'typeorm',
        '.js:',
        'at ',
      ]) {
        expect({ secret, leaked: text.includes(secret.toLowerCase()) }).toEqual({
          secret,
          leaked: false,
        });
      }
      const { correlationId } = response.body as { correlationId: string };
      const requestId = String(response.headers['x-request-id']);
      await eventually(() => {
        const line = pricing
          .output()
          .split('\n')
          .find((entry) => entry.includes(correlationId));
        expect(line).toBeDefined();
        expect(line).toContain('laser_quote_requests');
        expect(line).toContain(requestId);
      });
    } finally {
      await database.query(
        `ALTER TABLE "${pricing.schema}".laser_quote_requests_gone RENAME TO laser_quote_requests`,
      );
      await database.end();
    }
    // Repaired, the same route works again: the 500 was the broken table, not the request.
    await api().get('/api/admin/laser-quote-requests').set('cookie', adminCookie).expect(200);
  });
});
