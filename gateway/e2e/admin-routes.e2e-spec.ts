import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type ListMaterialPricesResponse,
  type ListMaterialsResponse,
  type Material,
  type MaterialPrice,
} from '@shop/contracts';
import request from 'supertest';
import { eventually, PricingProcess, type PrivateNats, startPrivateNats } from '@shop/test-kit';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, type RegisteredRoute, suite } from './support/gateway-test-environment.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
const gateway = new GatewayProcess();
let routes: RegisteredRoute[];
let adminCookie: string;
let steelId: number;

const api = () => request(gateway.url);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  await pricing.start();
  await gateway.start({ NATS_URL: nats.url });
  routes = await gateway.listRoutes();
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

/**
 * Reads open to everyone, each listed on purpose: a new GET answers 401 anonymously (and fails
 * this suite) until it is added here.
 */
const publicReads = new Set([
  '/api/health',
  '/api/admin/check',
  '/api/materials',
  '/api/material-prices/:materialId',
  '/api/system-settings/:key',
  '/api/quantity-tiers',
  '/api/cart',
  // The written offer of the visitor's own cart (its cookie, no admin session).
  '/api/cart/quote.pdf',
  '/api/categories',
  '/api/categories/:slug',
  '/api/products',
  '/api/products/:id',
  '/api/blog',
  '/api/blog/:slug',
  // The API description, for programs and for people (Swagger UI and its files).
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/:file',
  '*', // the built front ends: static files and the single-page fallback
]);

/**
 * The only routes anyone may call without an admin session. Everything else the router has, now
 * or later, must answer 401 anonymously; a new route that forgets its guard fails this suite.
 */
function isPublicRoute({ method, url }: RegisteredRoute): boolean {
  const read = method === 'GET' || method === 'HEAD';
  if (read && publicReads.has(url)) return true;
  if (url === '/api/admin/login' && method === 'POST') return true;
  // The TOTP step of a sign-in: only a session that passed the password gets further than 401.
  if (url === '/api/admin/login/second-factor' && method === 'POST') return true;
  if (url === '/api/calculate-price' && method === 'POST') return true;
  // A visitor's DXF upload and e-mail request for a laser quote need no admin.
  if (url === '/api/laser-quotes' && method === 'POST') return true;
  if (url === '/api/laser-quotes/:quoteId/requests' && method === 'POST') return true;
  // The cart belongs to every visitor (its own cookie, no admin session).
  if (url === '/api/cart' || url.startsWith('/api/cart/')) return true;
  // A visitor orders the cart of its own cookie.
  if (url === '/api/orders' && method === 'POST') return true;
  return false;
}

const sampleParams: Record<string, string> = {
  id: '1',
  materialId: '1',
  thickness: '3',
  key: 'hole_cost',
};

/** The route's path with sample values for its parameters (`/api/materials/1`). */
function pathOf(url: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => sampleParams[name] ?? '1')
    .replace(/\*$/, 'anything');
}

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

function send(route: RegisteredRoute, headers: Record<string, string> = {}) {
  const call = api()[route.method.toLowerCase() as Method](pathOf(route.url));
  for (const [name, value] of Object.entries(headers)) void call.set(name, value);
  return route.method === 'GET' || route.method === 'HEAD' ? call : call.send({});
}

const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const mutating = (route: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

describe('every route of the router', () => {
  it('includes the admin routes (so the walk below walks the real router)', () => {
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'POST /api/admin/logout',
        'GET /api/admin/check',
        'POST /api/admin/login/second-factor',
        'POST /api/admin/password',
        'GET /api/admin/account',
        'POST /api/admin/account/totp/enrol',
        'POST /api/admin/account/totp/confirm',
        'POST /api/admin/account/totp/disable',
        'POST /api/materials',
        'DELETE /api/materials/:id',
        'PUT /api/materials/:id/manufacturing',
        'POST /api/material-prices',
        'PATCH /api/material-prices/:materialId/:thickness',
        'PATCH /api/material-prices',
        'DELETE /api/material-prices/:materialId/:thickness',
        'PATCH /api/system-settings/:key',
        'GET /api/blog',
        'GET /api/blog/:slug',
        'POST /api/products',
        'PATCH /api/products/:id',
        'DELETE /api/products/:id',
        'GET /api/product-dimensions',
        'POST /api/product-dimensions',
        'DELETE /api/product-dimensions/:id',
        'GET /api/admin/orders',
        'GET /api/admin/orders/:orderNumber',
        'PATCH /api/admin/orders/:orderNumber',
        'GET /api/admin/orders/:orderNumber/lines/:position/dxf',
      ]),
    );
  });

  it('answers 401 without an admin session, except the public allow-list', async () => {
    const guarded = routes.filter((route) => !isPublicRoute(route));
    expect(guarded.length).toBeGreaterThanOrEqual(13);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await send(route);
        return { route: label(route), status: response.status, code: response.body?.code };
      }),
    );
    expect(answers).toEqual(
      guarded.map((route) => ({
        route: label(route),
        status: 401,
        // A HEAD answer has no body to carry the code.
        code: route.method === 'HEAD' ? undefined : 'UNAUTHORIZED',
      })),
    );
  });

  it('refuses every mutation from another site with 403, even with a valid admin session', async () => {
    const mutations = routes.filter(mutating);
    const crossSiteHeaders: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    const answers = await Promise.all(
      mutations.flatMap((route) =>
        crossSiteHeaders.map(async (headers) => {
          const response = await send(route, { cookie: adminCookie, ...headers });
          return {
            route: label(route),
            headers,
            status: response.status,
            code: response.body?.code,
          };
        }),
      ),
    );
    expect(answers).toEqual(
      mutations.flatMap((route) =>
        crossSiteHeaders.map((headers) => ({
          route: label(route),
          headers,
          status: 403,
          code: 'FORBIDDEN',
        })),
      ),
    );
    // Nothing was changed or ended: the session still works, the materials are all there.
    await api()
      .post('/api/admin/logout')
      .set('origin', 'https://evil.example')
      .set('cookie', adminCookie)
      .expect(403);
    const check = await api().get('/api/admin/check').set('cookie', adminCookie).expect(200);
    expect(check.body).toEqual({ isAdmin: true });
    const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
    expect(materials.map((material) => material.id)).toContain(1);
  });

  it('refuses a cross-site mutation whose path is percent-encoded (/%61pi is /api to the router)', async () => {
    const response = await api()
      .delete('/%61pi/materials/1')
      .set('cookie', adminCookie)
      .set('origin', 'https://evil.example');
    expect(response.status).toBe(403);
    const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
    expect(materials.map((material) => material.id)).toContain(1);
  });

  it('lets a mutation from our own origin through', async () => {
    const response = await api()
      .patch(`/api/system-settings/cutting_line_cost`)
      .set('cookie', adminCookie)
      .set('origin', gateway.url)
      .set('sec-fetch-site', 'same-origin')
      .send({ value: '1.00' });
    expect(response.status).toBe(200);
  });
});

/** A request as the admin page sends it: the session cookie and our own Origin. */
const asAdmin = (method: 'post' | 'put' | 'patch' | 'delete', path: string) =>
  api()[method](path).set('cookie', adminCookie).set('origin', gateway.url);

describe('admin pricing routes through to the pricing service', () => {
  let copper: Material;

  it('creates a material: 201 with the new material', async () => {
    const response = await asAdmin('post', '/api/materials')
      .send({ name: ' copper_e2e ', displayName: ' Kupfer ' })
      .expect(201);
    copper = response.body as Material;
    expect(copper).toEqual({
      id: expect.any(Number),
      name: 'copper_e2e',
      displayName: 'Kupfer',
      manufacturing: { minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
    });
    const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
    expect(materials).toContainEqual(copper);
  });

  it('answers 409 for a material name that is taken', async () => {
    const response = await asAdmin('post', '/api/materials')
      .send({ name: 'copper_e2e', displayName: 'Kupfer 2' })
      .expect(409);
    expect(response.body).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('answers 400 with a message per field', async () => {
    const response = await asAdmin('post', '/api/materials')
      .send({ name: 'Copper E2E', displayName: '   ' })
      .expect(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'name', message: 'Lowercase letters, digits and underscores only, no spaces' },
        { path: 'displayName', message: 'Required' },
      ],
    });
  });

  it('never takes the actor from the body', async () => {
    const response = await asAdmin('post', '/api/materials')
      .send({ name: 'brass_e2e', displayName: 'Messing', actor: { adminId: 99, username: 'eve' } })
      .expect(400);
    expect(response.body.issues).toEqual([{ path: 'actor', message: 'Unrecognized key: "actor"' }]);
  });

  it("changes a material's cutting rules from the admin form's strings: 200, listed at once", async () => {
    const response = await asAdmin('put', `/api/materials/${copper.id}/manufacturing`)
      .send({ minHoleFactor: '1.5', maxSheetWidthMm: '2000', maxSheetHeightMm: '1000' })
      .expect(200);
    const rules = { minHoleFactor: 1.5, maxSheetWidthMm: 2000, maxSheetHeightMm: 1000 };
    expect((response.body as Material).manufacturing).toEqual(rules);
    await eventually(async () => {
      const materials = (await api().get('/api/materials').expect(200))
        .body as ListMaterialsResponse;
      expect(materials.find((material) => material.id === copper.id)?.manufacturing).toEqual(rules);
    });
  });

  it('answers 400 with a message per rule out of range, and 404 for an unknown material', async () => {
    const response = await asAdmin('put', `/api/materials/${copper.id}/manufacturing`)
      .send({ minHoleFactor: '6', maxSheetWidthMm: '50', maxSheetHeightMm: '' })
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: 'minHoleFactor', message: 'Must be at most 5' },
      { path: 'maxSheetWidthMm', message: 'Must be at least 100' },
      { path: 'maxSheetHeightMm', message: 'Required' },
    ]);
    await asAdmin('put', '/api/materials/99999/manufacturing')
      .send({ minHoleFactor: 1, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 })
      .expect(404);
  });

  it('adds a thickness from the strings the admin form sends: 201 with the row', async () => {
    const response = await asAdmin('post', '/api/material-prices')
      .send({
        materialId: String(copper.id),
        thickness: '2.5',
        pricePerM2: '55.5',
        cuttingLineCost: '2.10',
      })
      .expect(201);
    expect(response.body as MaterialPrice).toEqual({
      id: expect.any(Number),
      materialId: copper.id,
      thickness: 2.5,
      pricePerM2: 55.5,
      cuttingLineCost: 2.1,
      version: 1,
    });
  });

  it('answers 409 for a thickness the material already has', async () => {
    const response = await asAdmin('post', '/api/material-prices')
      .send({ materialId: copper.id, thickness: 2.5, pricePerM2: 10, cuttingLineCost: 1 })
      .expect(409);
    expect(response.body).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('answers 404 for a price row of an unknown material', async () => {
    const response = await asAdmin('post', '/api/material-prices')
      .send({ materialId: 999999, thickness: 2, pricePerM2: 10, cuttingLineCost: 1 })
      .expect(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 400 with the form messages for bad values', async () => {
    const response = await asAdmin('post', '/api/material-prices')
      .send({ materialId: copper.id, thickness: '0', pricePerM2: 'abc', cuttingLineCost: '-1' })
      .expect(400);
    expect(response.body.issues).toEqual([
      { path: 'thickness', message: 'Must be greater than 0' },
      { path: 'pricePerM2', message: 'Must be a valid number' },
      { path: 'cuttingLineCost', message: 'Cannot be negative' },
    ]);
    const missing = await asAdmin('post', '/api/material-prices').send({}).expect(400);
    expect(missing.body.issues).toEqual([
      { path: 'materialId', message: 'Required' },
      { path: 'thickness', message: 'Required' },
      { path: 'pricePerM2', message: 'Required' },
      { path: 'cuttingLineCost', message: 'Required' },
    ]);
  });

  it('updates a price row: 200 with the row, and the public list shows it', async () => {
    const response = await asAdmin('patch', `/api/material-prices/${copper.id}/2.5`)
      .send({ pricePerM2: '60', version: 1 })
      .expect(200);
    expect(response.body).toMatchObject({
      materialId: copper.id,
      thickness: 2.5,
      pricePerM2: 60,
      version: 2,
    });
    const rows = (await api().get(`/api/material-prices/${copper.id}`).expect(200))
      .body as ListMaterialPricesResponse;
    expect(rows).toEqual([expect.objectContaining({ thickness: 2.5, pricePerM2: 60 })]);
  });

  it('V2 business logic, optimistic locking: a second edit of the same version gets 409 VERSION_CONFLICT and changes nothing', async () => {
    const stale = await asAdmin('patch', `/api/material-prices/${copper.id}/2.5`)
      .send({ pricePerM2: '70', version: 1 })
      .expect(409);
    expect(stale.body).toMatchObject({ status: 409, code: 'VERSION_CONFLICT' });
    const rows = (await api().get(`/api/material-prices/${copper.id}`).expect(200))
      .body as ListMaterialPricesResponse;
    expect(rows).toEqual([expect.objectContaining({ pricePerM2: 60, version: 2 })]);
  });

  it('V2 business logic, all or nothing: a bulk price update with one invalid row changes nothing (400 names the row)', async () => {
    const invalid = await asAdmin('patch', '/api/material-prices')
      .send({
        updates: [
          { materialId: copper.id, thickness: 2.5, pricePerM2: '65', version: 2 },
          { materialId: steelId, thickness: 3, pricePerM2: 'abc', version: 1 },
        ],
      })
      .expect(400);
    expect(invalid.body.issues).toEqual([
      { path: 'updates.1.pricePerM2', message: 'Must be a valid number' },
    ]);
    const missing = await asAdmin('patch', '/api/material-prices')
      .send({
        updates: [
          { materialId: copper.id, thickness: 2.5, pricePerM2: '65', version: 2 },
          { materialId: copper.id, thickness: 7, pricePerM2: '65', version: 1 },
        ],
      })
      .expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', issues: [{ path: 'updates.1' }] });
    const rows = (await api().get(`/api/material-prices/${copper.id}`).expect(200))
      .body as ListMaterialPricesResponse;
    expect(rows).toEqual([expect.objectContaining({ pricePerM2: 60, version: 2 })]);
  });

  it('updates several price rows at once: 200 with the rows, each version raised', async () => {
    const response = await asAdmin('patch', '/api/material-prices')
      .send({
        updates: [{ materialId: copper.id, thickness: 2.5, cuttingLineCost: '3.10', version: 2 }],
      })
      .expect(200);
    expect(response.body).toEqual({
      updated: [
        expect.objectContaining({
          thickness: 2.5,
          pricePerM2: 60,
          cuttingLineCost: 3.1,
          version: 3,
        }),
      ],
    });
  });

  it('answers 400 for an empty update or a malformed thickness, 404 for a missing row', async () => {
    const empty = await asAdmin('patch', `/api/material-prices/${copper.id}/2.5`)
      .send({ version: 3 })
      .expect(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const malformed = await asAdmin('patch', `/api/material-prices/${copper.id}/drei`)
      .send({ pricePerM2: 1, version: 1 })
      .expect(400);
    expect(malformed.body.issues).toEqual([
      expect.objectContaining({ path: 'thickness', message: 'Must be a valid number' }),
    ]);
    await asAdmin('patch', `/api/material-prices/${copper.id}/7`)
      .send({ pricePerM2: 1, version: 1 })
      .expect(404);
  });

  it('prices with a changed row at once: the calculator sees the new price', async () => {
    const steelRows = (await api().get(`/api/material-prices/${steelId}`).expect(200))
      .body as ListMaterialPricesResponse;
    const { version } = steelRows.find((row) => row.thickness === 3)!;
    await asAdmin('patch', `/api/material-prices/${steelId}/3`)
      .send({ pricePerM2: '123.45', version })
      .expect(200);
    await eventually(async () => {
      const quote = await api()
        .post('/api/calculate-price')
        .send({ materialId: steelId, width: 1000, height: 1000, thickness: 3 })
        .expect(200);
      expect(quote.body).toMatchObject({ pricePerM2: 123.45, materialCost: 123.45 });
    }, 5_000);
  });

  it('deletes a price row: 204 without a body, then 404', async () => {
    const response = await asAdmin('delete', `/api/material-prices/${copper.id}/2.5`).expect(204);
    expect(response.text).toBe('');
    await asAdmin('delete', `/api/material-prices/${copper.id}/2.5`).expect(404);
  });

  it('updates a setting: 200 with the setting; 400 for a negative value; 404 for an unknown key', async () => {
    const response = await asAdmin('patch', '/api/system-settings/hole_cost')
      .send({ value: 1.5 })
      .expect(200);
    expect(response.body).toEqual({ key: 'hole_cost', value: 1.5 });
    const read = await api().get('/api/system-settings/hole_cost').expect(200);
    expect(read.body).toEqual({ key: 'hole_cost', value: 1.5 });
    const negative = await asAdmin('patch', '/api/system-settings/hole_cost')
      .send({ value: -1 })
      .expect(400);
    expect(negative.body.issues).toEqual([{ path: 'value', message: 'Cannot be negative' }]);
    await asAdmin('patch', '/api/system-settings/admin_password').send({ value: 1 }).expect(404);
  });

  it('deletes a material with its prices: 204, then its prices are gone and a second delete is 404', async () => {
    await asAdmin('post', '/api/material-prices')
      .send({ materialId: copper.id, thickness: 1, pricePerM2: 20, cuttingLineCost: 1 })
      .expect(201);
    const response = await asAdmin('delete', `/api/materials/${copper.id}`).expect(204);
    expect(response.text).toBe('');
    await api().get(`/api/material-prices/${copper.id}`).expect(404);
    await asAdmin('delete', `/api/materials/${copper.id}`).expect(404);
    await asAdmin('delete', '/api/materials/abc').expect(400);
  });

  it('stops answering the admin once the session is logged out', async () => {
    const cookie = await signIn(gateway.url);
    await api().post('/api/admin/logout').set('cookie', cookie).expect(204);
    await api()
      .patch('/api/system-settings/hole_cost')
      .set('cookie', cookie)
      .send({ value: 2 })
      .expect(401);
  });
});
