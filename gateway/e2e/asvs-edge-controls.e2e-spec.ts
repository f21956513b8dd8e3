import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { type PrivateNats, startPrivateNats } from '@shop/test-kit';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, type RegisteredRoute } from './support/gateway-test-environment.js';

// Edge controls through the real gateway: security headers on every kind of answer,
// no-store on admin and cart answers (one global hook), CORS limited to the configured origin.
// No service runs behind the gateway: answers that need one are the 503s.

const publicOrigin = 'https://bleche.example.test';
const otherOrigin = 'https://evil.example.test';
const hashedAsset = 'assets/logo.5e1f0a9b7c3d2e1f.svg';

let webRoot: string;
let nats: PrivateNats;
const gateway = new GatewayProcess();
const production = new GatewayProcess();
let adminCookie: string;
let routes: RegisteredRoute[];
const api = () => request(gateway.url);

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'gateway-edge-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Bleche</title></head><body></body></html>',
  );
  writeFileSync(join(webRoot, hashedAsset), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  nats = await startPrivateNats();
  await gateway.start({ NATS_URL: nats.url, WEB_ROOT: webRoot, PUBLIC_ORIGIN: publicOrigin });
  adminCookie = await signIn(gateway.url);
  routes = await gateway.listRoutes();
}, 90_000);

afterAll(async () => {
  await production.dispose();
  await gateway.dispose();
  await nats?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The headers every answer of the gateway carries, whatever its status or kind. */
function expectSecurityHeaders(response: request.Response): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
}

describe('V3.4 security headers on every kind of answer', () => {
  const answers: [string, number, () => request.Test][] = [
    ['an /api 200', 200, () => api().get('/api/cart')],
    ['a 400', 400, () => api().post('/api/cart').send({ quantity: 0 })],
    ['a 401', 401, () => api().get('/api/admin/laser-quote-requests')],
    ['a 403 (cross-site)', 403, () => api().post('/api/cart').set('origin', otherOrigin).send({})],
    ['a 404', 404, () => api().get('/api/no-such-route')],
    [
      'a 413',
      413,
      () =>
        api()
          .post('/api/cart')
          .send({ padding: 'x'.repeat(100 * 1024) }),
    ],
    ['a 503 (pricing service stopped)', 503, () => api().get('/api/materials')],
    ['a static page', 200, () => api().get('/')],
    ['an asset', 200, () => api().get(`/${hashedAsset}`)],
  ];

  it.each(answers)('V3.4 security headers: %s carries them', async (_kind, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('V3.4.1 HSTS: a gateway in production mode sends Strict-Transport-Security on API and error answers', async () => {
    await production.start({
      NATS_URL: nats.url,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: publicOrigin,
      ADMIN_PASSWORD: 'Vk7#qTz9!mWp2$Lr',
      SESSION_SECRET: 'a'.repeat(16) + 'b7f3c9d1e5a2b8c4d6e0f1a3b5c7d9e2',
    });
    for (const path of ['/api/cart', '/api/no-such-route', '/api/materials']) {
      const response = await request(production.url).get(path);
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    // Local mode is plain http: no HSTS there.
    expect((await api().get('/api/cart')).headers['strict-transport-security']).toBeUndefined();
  }, 60_000);
});

/** A concrete path for a route pattern: every parameter becomes `1`. */
const pathOf = (url: string) => url.replace(/:[^/]+/g, '1');

/** Routes whose answers are private: admin, cart and every mutation under /api. */
function privateRoutes(): RegisteredRoute[] {
  return routes.filter(
    ({ method, url }) =>
      method !== 'HEAD' &&
      url.startsWith('/api/') &&
      (url.startsWith('/api/admin') || url.startsWith('/api/cart') || method !== 'GET'),
  );
}

describe('V14 sensitive data is not cached: Cache-Control no-store', () => {
  it('has admin and cart routes to walk (the route list comes from the router)', () => {
    const urls = privateRoutes().map(({ url }) => url);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/admin/login', '/api/admin/logout', '/api/cart/:id']),
    );
  });

  it('V14 no-store: every admin, cart and mutating route answers no-store, errors included, without a session', async () => {
    for (const { method, url } of privateRoutes()) {
      const verb = method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      const response = await api()[verb](pathOf(url)).send({ unexpected: true });
      expect({
        route: `${method} ${url}`,
        cacheControl: response.headers['cache-control'],
      }).toEqual({ route: `${method} ${url}`, cacheControl: 'no-store' });
    }
  }, 60_000);

  it('V14 no-store: every admin-guarded read answers no-store to a signed-in admin', async () => {
    for (const { method, url } of routes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/'),
    )) {
      const response = await api().get(pathOf(url)).set('cookie', adminCookie);
      expect({
        route: `${method} ${url}`,
        cacheControl: response.headers['cache-control'],
      }).toEqual({ route: `${method} ${url}`, cacheControl: 'no-store' });
    }
  }, 60_000);

  it('V14 no-store: logout, a 404 under /api/admin and a cart 400 answer no-store', async () => {
    const session = await signIn(gateway.url);
    const logout = await api().post('/api/admin/logout').set('cookie', session);
    expect(logout.status).toBeLessThan(300);
    expect(logout.headers['cache-control']).toBe('no-store');
    const unknown = await api().get('/api/admin/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const invalid = await api().post('/api/cart').send({ quantity: -1 });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    // the router decodes /%61pi to /api: so does the hook
    const encoded = await api().get('/%61pi/cart');
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads of anonymous visitors cacheable by the browser', async () => {
    const response = await api().get('/api/products');
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});

describe('V3.4.2 CORS limited to the configured origin', () => {
  it('V3.4.2 CORS: a preflight from another origin gets 403 and no Access-Control-Allow-Origin', async () => {
    const response = await api()
      .options('/api/cart')
      .set('origin', otherOrigin)
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expectSecurityHeaders(response);
  });

  it('V3.4.2 CORS: a read from another origin gets no Access-Control-Allow-Origin, a mutation 403', async () => {
    const read = await api().get('/api/cart').set('origin', otherOrigin);
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers.vary).toMatch(/Origin/i);
    const write = await api().post('/api/cart').set('origin', otherOrigin).send({});
    expect(write.status).toBe(403);
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('V3.4.2 CORS: the configured origin gets its preflight answered and may read answers', async () => {
    const preflight = await api()
      .options('/api/cart/1')
      .set('origin', publicOrigin)
      .set('access-control-request-method', 'PATCH')
      .set('access-control-request-headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': publicOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': expect.stringContaining('PATCH'),
      'access-control-allow-headers': expect.stringContaining('content-type'),
    });
    const read = await api().get('/api/cart').set('origin', publicOrigin);
    expect(read.headers['access-control-allow-origin']).toBe(publicOrigin);
    const write = await api().post('/api/cart').set('origin', publicOrigin).send({ quantity: 0 });
    expect(write.status).toBe(400);
    expect(write.headers['access-control-allow-origin']).toBe(publicOrigin);
  });

  it('V3.4.2 CORS: a preflight answer names exactly the allowed methods and headers, for 10 minutes; a refused one carries our error body, no-store and Vary', async () => {
    const preflight = await api()
      .options('/api/cart')
      .set('origin', publicOrigin)
      .set('access-control-request-method', 'DELETE');
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'content-type, x-request-id, idempotency-key',
      'access-control-max-age': '600',
      'cache-control': 'no-store',
    });
    expect(preflight.headers.vary).toMatch(/Origin/i);
    const refused = await api()
      .options('/api/cart')
      .set('origin', otherOrigin)
      .set('access-control-request-method', 'DELETE');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Cross-origin request refused',
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.vary).toMatch(/Origin/i);
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it.each([
    ['a sandboxed page', 'null'],
    ['a look-alike', `${publicOrigin}.evil.example.test`],
    // Two Origin headers reach the gateway joined by a comma, as Node joins repeated headers.
    ['several origins', `${publicOrigin}, ${otherOrigin}`],
    ['no origin', undefined],
  ])(
    'V3.4.2 CORS: %s gets no Access-Control-Allow-Origin, and its preflight 403',
    async (_label, origin) => {
      const withOrigin = (test: request.Test) =>
        origin === undefined ? test : test.set('origin', origin);
      const read = await withOrigin(api().get('/api/cart'));
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
      expect(read.headers.vary).toMatch(/Origin/i);
      const preflight = await withOrigin(
        api().options('/api/cart').set('access-control-request-method', 'POST'),
      );
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('V3.4.2 CORS: nothing outside /api gets CORS headers, not even for the configured origin', async () => {
    const page = await api().get('/').set('origin', publicOrigin);
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api()
      .options('/')
      .set('origin', publicOrigin)
      .set('access-control-request-method', 'GET');
    expect(preflight.status).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
