import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type ListBlogPostsResponse,
  type ListMaterialPricesResponse,
  type ListMaterialsResponse,
  type ListProductsResponse,
  type Product,
} from '@shop/contracts';
import request from 'supertest';
import {
  CatalogueProcess,
  ContentProcess,
  eventually,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
  timed,
} from '@shop/test-kit';
import { sessionCookieOf, signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let content: ContentProcess;
const gateway = new GatewayProcess();
let adminCookie: string;
let steelId: number;
let webRoot: string;

const api = () => request(gateway.url);

/** A request as the admin page sends it: the session cookie and our own Origin. */
const asAdmin = (method: 'post' | 'patch' | 'delete', path: string) =>
  api()[method](path).set('cookie', adminCookie).set('origin', gateway.url);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  content = new ContentProcess(nats.url, suite);
  await Promise.all([pricing.start(), catalogue.start(), content.start()]);
  // Serving a front end, as in local mode: the gateway then also compresses its answers.
  webRoot = mkdtempSync(join(tmpdir(), 'read-cache-web-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Bleche</title>');
  await gateway.start({ NATS_URL: nats.url, WEB_ROOT: webRoot });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await content?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('ETags of the public reads', () => {
  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    const first = await api().get('/api/materials').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await api().get('/api/materials').expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    const revalidated = await api().get('/api/materials').set('if-none-match', etag).expect(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const otherTag = await api().get('/api/materials').set('if-none-match', '"stale"').expect(200);
    expect(otherTag.text).toBe(first.text);
  });

  it('answers a read it holds from memory, even while the service does not reply', async () => {
    const path = `/api/material-prices/${steelId}`;
    const fresh = await api().get(path).expect(200);
    pricing.pause();
    try {
      const { result: cached, ms } = await timed(() => api().get(path));
      expect(cached.status).toBe(200);
      expect(cached.text).toBe(fresh.text);
      expect(ms).toBeLessThan(1_000);
    } finally {
      pricing.resume();
    }
  });

  it('keeps an answer per language, each with its own ETag', async () => {
    const list = (lang: string) => api().get(`/api/blog?lang=${lang}`).expect(200);
    const german = await list('de');
    const english = await list('en');
    const slug = (german.body as ListBlogPostsResponse)[0]!.slug;
    expect((english.body as ListBlogPostsResponse)[0]!.language).toBe('en');
    expect(english.headers.etag).not.toBe(german.headers.etag);
    expect((await list('de')).text).toBe(german.text);
    expect((await list('en')).text).toBe(english.text);

    const post = (lang: string) => api().get(`/api/blog/${slug}?lang=${lang}`).expect(200);
    const polish = await post('pl');
    expect(polish.body).toMatchObject({ slug, language: 'pl' });
    expect((await post('de')).body).toMatchObject({ slug, language: 'de' });
    expect((await post('pl')).headers.etag).toBe(polish.headers.etag);
  });

  it('answers a visitor from memory with the CORS headers and no session, and still renews an admin session', async () => {
    await api().get('/api/materials').expect(200);
    const visitor = await api().get('/api/materials').set('origin', gateway.url).expect(200);
    expect(visitor.headers['access-control-allow-origin']).toBe(gateway.url);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const admin = await api().get('/api/materials').set('cookie', adminCookie).expect(200);
    expect(admin.body).toEqual(visitor.body);
    // The session's idle time starts again: the answer sets the same session cookie anew.
    expect(sessionCookieOf(admin)).toBe(adminCookie.split(';', 1)[0]);
  });

  it("keeps a browser's compressed read: it carries its ETag, and the next read is a 304", async () => {
    const path = '/api/products?category=rundstaebe';
    const first = await api().get(path).set('accept-encoding', 'br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^"/);
    await api().get(path).set('if-none-match', first.headers.etag!).expect(304);
  });

  it('leaves the no-store of a browser with an admin session in place', async () => {
    const response = await api().get('/api/materials').set('cookie', adminCookie).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('after an admin change', () => {
  it('shows a new price on the very next read, with a new ETag', async () => {
    const path = `/api/material-prices/${steelId}`;
    const before = await api().get(path).expect(200);
    const row = (before.body as ListMaterialPricesResponse).find((r) => r.thickness === 3)!;
    const newPrice = Math.round((row.pricePerM2 + 1.11) * 100) / 100;

    await asAdmin('patch', `/api/material-prices/${steelId}/3`)
      .send({ pricePerM2: newPrice, version: row.version })
      .expect(200);

    const after = await api().get(path).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const changed = (after.body as ListMaterialPricesResponse).find((r) => r.thickness === 3)!;
    expect(changed.pricePerM2).toBe(newPrice);
    // A browser revalidating its old copy gets the new one, not a 304.
    await api()
      .get(path)
      .set('if-none-match', before.headers.etag as string)
      .expect(200);
  });

  it('shows a new, changed and removed product on the very next reads of it, its category list and the count', async () => {
    const listPath = '/api/products?category=i-traeger';
    const names = async () =>
      ((await api().get(listPath).expect(200)).body as ListProductsResponse).map((p) => p.name);
    const count = async () =>
      ((await api().get('/api/categories/i-traeger').expect(200)).body as { productCount: number })
        .productCount;
    const countBefore = await count();
    expect(await names()).not.toContain('IPE 120 Cache');

    const beam = {
      name: 'IPE 120 Cache',
      category: 'i-traeger',
      material: 'S235',
      height: 120,
      width: 64,
      thickness: 4.4,
      price: 25.5,
      sku: `CACHE-${Date.now()}`,
      inStock: true,
    };
    const created = (await asAdmin('post', '/api/products').send(beam).expect(201)).body as Product;
    expect(await names()).toContain('IPE 120 Cache');
    expect(await count()).toBe(countBefore + 1);
    await api().get(`/api/products/${created.id}`).expect(200);

    await asAdmin('patch', `/api/products/${created.id}`)
      .send({ ...beam, name: 'IPE 120 Cache geändert', price: 9.99 })
      .expect(200);
    const read = (await api().get(`/api/products/${created.id}`).expect(200)).body as Product;
    expect(read).toMatchObject({ name: 'IPE 120 Cache geändert', price: '9.99' });
    expect(await names()).toContain('IPE 120 Cache geändert');

    await asAdmin('delete', `/api/products/${created.id}`).expect(204);
    await api().get(`/api/products/${created.id}`).expect(404);
    expect(await names()).not.toContain('IPE 120 Cache geändert');
    expect(await count()).toBe(countBefore);
  });
});

describe('answers that are not kept', () => {
  it('keeps no 503: the read succeeds once the service is back', async () => {
    const path = '/api/products?category=rohre';
    await catalogue.stop();
    const down = await api().get(path);
    expect(down.status).toBe(503);
    expect(down.headers.etag).toBeUndefined();
    await catalogue.start();
    await eventually(async () => {
      const response = await api().get(path);
      expect(response.status).toBe(200);
      expect(response.headers.etag).toEqual(expect.any(String));
    }, 10_000);
  });

  it('keeps no 404 and no 400', async () => {
    const missing = await api().get('/api/products/999999').expect(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await api().get('/api/products/999999').expect(404)).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    const invalid = await api().get('/api/blog?lang=fr').expect(400);
    expect(invalid.headers.etag).toBeUndefined();
    await api().get('/api/blog?lang=fr').expect(400);
  });
});
