import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ListMaterialsResponse } from '@shop/contracts';
import {
  CartProcess,
  CatalogueProcess,
  ContentProcess,
  OrdersProcess,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import fc from 'fast-check';
import request from 'supertest';
import {
  type FuzzAnswer,
  type FuzzRequest,
  type FuzzRoute,
  fuzzRequests,
  rawClient,
} from './fuzz-requests.js';
import { snapshotStoredData } from './fuzz-stored-data.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

/** Requests in flight at once: a busy shop's worth, without starving the other suites' CPU. */
const CONNECTIONS = 16;
/** Property runs; each sends CONNECTIONS requests at once (640 x 16 = 10,240 requests). */
const RUNS = 640;

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
let content: ContentProcess;
/** Runs so that /api/health reports every service up. */
let orders: OrdersProcess;
const gateway = new GatewayProcess();
let publicRoutes: FuzzRoute[];
let cartCookie: string;

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  content = new ContentProcess(nats.url, suite);
  orders = new OrdersProcess(nats.url, suite);
  await Promise.all([
    pricing.start(),
    catalogue.start(),
    cart.start(),
    content.start(),
    orders.start(),
  ]);
  // Per-IP laser and order limits high enough that every fuzzed upload reaches the multipart
  // parser and the DXF check, and every order body its validation, instead of stopping at 429
  // (laser-limits and order-routes test the limits themselves).
  await gateway.start({
    NATS_URL: nats.url,
    LASER_UPLOADS_PER_WINDOW: '100000',
    LASER_REQUESTS_PER_WINDOW: '100000',
    ORDERS_PER_WINDOW: '100000',
  });
  // Public = everything outside the admin area, plus the admin login; the router says what exists.
  publicRoutes = (await gateway.listRoutes()).filter(
    ({ method, url }) =>
      !url.startsWith('/api/admin') || (method === 'POST' && url === '/api/admin/login'),
  );
  // A visitor's real cart, which malformed requests carrying its cookie must leave as it is.
  const materials = (await request(gateway.url).get('/api/materials').expect(200))
    .body as ListMaterialsResponse;
  const steel = materials.find((material) => material.name === 'steel_s235')!;
  const added = await request(gateway.url)
    .post('/api/cart')
    .send({ materialId: steel.id, width: 1000, height: 500, thickness: 3, quantity: 2 })
    .expect(201);
  const setCookie = ([] as string[]).concat(added.headers['set-cookie'] ?? []);
  cartCookie = setCookie.find((cookie) => cookie.startsWith('cart_id='))!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await Promise.all([cart?.dispose(), catalogue?.dispose(), content?.dispose(), orders?.dispose()]);
  await pricing?.dispose();
  await nats?.stop();
});

const label = (route: FuzzRoute) => `${route.method} ${route.url}`;

/** A 5xx, or no answer at all (a crash or a dropped connection would hide one). */
const failed = (answer: FuzzAnswer) => answer.status === undefined || answer.status >= 500;

describe('V2/V4 input validation (fuzzing)', () => {
  it('includes the public routes of the router (so the fuzzing walks the real router)', () => {
    expect(publicRoutes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'POST /api/calculate-price',
        'POST /api/cart',
        'POST /api/cart/from-konfigurator',
        'POST /api/cart/product',
        'POST /api/cart/laser',
        'PATCH /api/cart/:id',
        'DELETE /api/cart/:id',
        'GET /api/products',
        'GET /api/blog/:slug',
        'POST /api/laser-quotes',
        'POST /api/laser-quotes/:quoteId/requests',
      ]),
    );
    expect(publicRoutes.map(label)).not.toContain('GET /api/admin/check');
  });

  it('V2/V4 input validation: 10,000 random bodies to every public route give no 5xx and change nothing', async () => {
    const schemas = [pricing.schema, catalogue.schema, content.schema, gateway.schema];
    const redisPrefixes = [cart.keyPrefix, gateway.redisKeyPrefix];
    const before = await snapshotStoredData(schemas, redisPrefixes, nats.url);
    const client = rawClient(gateway.url, CONNECTIONS);
    const perRoute = new Map<string, Map<string, number>>();
    const failures: Array<{ request: FuzzRequest; answer: FuzzAnswer }> = [];
    const count = (fuzz: FuzzRequest, answer: FuzzAnswer) => {
      const statuses = perRoute.get(label(fuzz.route)) ?? new Map<string, number>();
      const status = answer.status === undefined ? 'network error' : String(answer.status);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      perRoute.set(label(fuzz.route), statuses);
    };
    const startedAt = Date.now();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fuzzRequests(publicRoutes, cartCookie), {
            minLength: CONNECTIONS,
            maxLength: CONNECTIONS,
          }),
          async (batch) => {
            const answers = await Promise.all(batch.map((fuzz) => client.send(fuzz)));
            batch.forEach((fuzz, index) => {
              count(fuzz, answers[index]!);
              if (failed(answers[index]!))
                failures.push({ request: fuzz, answer: answers[index]! });
            });
            return !answers.some(failed);
          },
        ),
        { numRuns: RUNS },
      );
    } finally {
      client.close();
      printHistogram(perRoute, Date.now() - startedAt);
      for (const { request: fuzz, answer } of failures.slice(0, 5)) {
        // The gateway logs an unexpected error's stack under the correlation id of its answer.
        const correlationId = /"correlationId":"([^"]+)"/.exec(answer.body)?.[1];
        const output = gateway.output();
        const logged = correlationId ? output.indexOf(correlationId) : -1;
        console.log(
          `failed: ${fuzz.route.method} ${fuzz.path} (${fuzz.kind}) -> ${answer.status ?? answer.error}: ${answer.body.slice(0, 300)}` +
            (logged >= 0 ? `\ngateway log: ${output.slice(logged, logged + 500)}` : ''),
        );
      }
    }

    const sent = [...perRoute.values()].flatMap((statuses) => [...statuses.values()]);
    expect(sent.reduce((sum, requests) => sum + requests, 0)).toBeGreaterThanOrEqual(10_000);
    // Every public route had its share (about 10,000 / routes each).
    for (const route of publicRoutes) {
      const requests = [...(perRoute.get(label(route))?.values() ?? [])];
      expect({ route: label(route), enough: requests.reduce((a, b) => a + b, 0) >= 50 }).toEqual({
        route: label(route),
        enough: true,
      });
    }
    expect(await snapshotStoredData(schemas, redisPrefixes, nats.url)).toEqual(before);
    // And everything still answers.
    await request(gateway.url).get('/api/health').expect(200);
  }, 240_000);
});

describe('V2 input validation: a multipart body the parser cannot read (found by the fuzzing)', () => {
  const filePart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="part.dxf"\r\n\r\n` +
    '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n\r\n';

  it.each([
    ['a boundary other than the header names', 'other', `${filePart('sent')}--sent--\r\n`],
    ['no end inside the file', 'sent', filePart('sent').slice(0, 100)],
    [
      'no end after a whole file',
      'sent',
      `${filePart('sent')}--sent\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n1`,
    ],
  ])(
    'POST /api/laser-quotes with %s answers 400, not 500, and keeps no upload',
    async (_case, headerBoundary, body) => {
      const before = await snapshotStoredData([], [], nats.url);
      const response = await request(gateway.url)
        .post('/api/laser-quotes')
        .set('content-type', `multipart/form-data; boundary=${headerBoundary}`)
        .send(body);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await snapshotStoredData([], [], nats.url)).toEqual(before);
    },
  );
});

function printHistogram(perRoute: Map<string, Map<string, number>>, elapsedMs: number): void {
  const total = new Map<string, number>();
  const lines = [...perRoute.entries()].sort().map(([route, statuses]) => {
    let requests = 0;
    for (const [status, times] of statuses) {
      requests += times;
      total.set(status, (total.get(status) ?? 0) + times);
    }
    const histogram = [...statuses.entries()]
      .sort()
      .map(([status, times]) => `${status}: ${times}`)
      .join(', ');
    return `  ${route.padEnd(45)} ${String(requests).padStart(6)}  ${histogram}`;
  });
  const all = [...total.values()].reduce((sum, times) => sum + times, 0);
  console.log(
    [
      `fuzzing: ${all} requests in ${(elapsedMs / 1000).toFixed(1)} s`,
      ...lines,
      `  all statuses: ${[...total.entries()]
        .sort()
        .map(([status, times]) => `${status}: ${times}`)
        .join(', ')}`,
    ].join('\n'),
  );
}
