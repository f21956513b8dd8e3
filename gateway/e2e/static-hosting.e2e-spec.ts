import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { type PrivateNats, startPrivateNats } from '@shop/test-kit';
import { GatewayProcess } from './support/gateway-test-environment.js';

const remoteOrigin = 'http://remotes.example.test:8081';
const hashedBundle = 'main.0f3a9c2b7d1e4f5a6b7c.js';
const hashedAsset = 'assets/logo.5e1f0a9b7c3d2e1f.svg';
const indexHtml =
  '<!doctype html><html><head><title>Bleche</title></head><body><div id="root"></div></body></html>';

let webRoot: string;
let nats: PrivateNats;
const gateway = new GatewayProcess();
const web = () => request(gateway.url);

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'gateway-web-root-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, 'remotes/calculator'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), indexHtml);
  writeFileSync(
    join(webRoot, 'remotes.json'),
    JSON.stringify({
      calculator: '/remotes/calculator/remoteEntry.js',
      shop: `${remoteOrigin}/shop/remoteEntry.js`,
    }),
  );
  writeFileSync(join(webRoot, hashedBundle), `console.log(${JSON.stringify('x'.repeat(20_000))});`);
  writeFileSync(join(webRoot, hashedAsset), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(webRoot, 'remotes/calculator/remoteEntry.js'), 'var calculator;');
  writeFileSync(join(webRoot, 'remotes/calculator/mf-manifest.json'), '{}');

  nats = await startPrivateNats();
  // No pricing service is needed: static hosting must not depend on it.
  await gateway.start({ NATS_URL: nats.url, WEB_ROOT: webRoot });
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await nats?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('static hosting of the built front ends', () => {
  it('serves the shell with no-cache and a strict CSP that allows the remote origins', async () => {
    const response = await web().get('/').expect(200);
    expect(response.text).toBe(indexHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${remoteOrigin}`);
    expect(csp).toContain(`connect-src 'self' ${remoteOrigin}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/laserschnitt-rechner', '/shop/bleche', '/admin/products/edit/7'])(
    'answers the app route %s with index.html',
    async (path) => {
      const response = await web().get(path).expect(200);
      expect(response.text).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD of an app route with 200 as well', async () => {
    const response = await web().head('/konfigurator');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a missing file with a 404, not with the app', async () => {
    const response = await web().get('/missing-chunk.123abc.js');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    const response = await web().get('/api/not-a-route');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a POST to an app path with a JSON 404', async () => {
    const response = await web().post('/konfigurator').send({});
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it.each([hashedBundle, hashedAsset])('caches the content-hashed %s for a year', async (file) => {
    const response = await web().get(`/${file}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes.json',
    '/remotes/calculator/remoteEntry.js',
    '/remotes/calculator/mf-manifest.json',
    '/robots.txt',
  ])('makes the browser revalidate %s', async (path) => {
    const response = await web().get(path).expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets a shell on another origin load a remote', async () => {
    const response = await web()
      .get('/remotes/calculator/remoteEntry.js')
      .set('origin', 'http://shell.example.test')
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('compresses bundles for browsers that accept it', async () => {
    const response = await web().get(`/${hashedBundle}`).set('accept-encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('console.log');
  });
});

describe('shutdown', () => {
  it('closes gracefully on SIGTERM', async () => {
    const end = await gateway.stop();
    // Nest closes the server and connections, then re-raises the signal it handled.
    expect(end?.signal === 'SIGTERM' || end?.code === 0).toBe(true);
  });
});
