import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot, type RunningNginx, startNginx } from '@shop/test-kit';
import request from 'supertest';

// The front-end images' nginx (infra/web) run with Debian's nginx on this machine, configured as
// the images' entrypoint renders it: the security headers, the full CSP naming the remotes'
// origins from REMOTE_URL_*, and HSTS on every answer, /remotes.json and 404s included.

const cdnOrigin = 'https://cdn.example.test';
const hashedAsset = 'main.0f3a9c2b7d1e4f5a6b7c.js';

/** What the image's entrypoint substitutes (NGINX_ENVSUBST_FILTER), for this test. */
const templateEnv: Record<string, string> = {
  REMOTE_URL_CALCULATOR: '/remotes/calculator/remoteEntry.js',
  REMOTE_URL_CONFIGURATOR: '/remotes/configurator/remoteEntry.js',
  REMOTE_URL_SHOP: `${cdnOrigin}/shop/v2/remoteEntry.js`,
  REMOTE_URL_ADMIN: '/remotes/admin/remoteEntry.js',
  GATEWAY_UPSTREAM: 'http://127.0.0.1:9',
  CALCULATOR_UPSTREAM: 'http://127.0.0.1:9',
  CONFIGURATOR_UPSTREAM: 'http://127.0.0.1:9',
  SHOP_UPSTREAM: 'http://127.0.0.1:9',
  ADMIN_UPSTREAM: 'http://127.0.0.1:9',
  // Nothing listens there: pages fall back to index.html, as with a rendering server that is down.
  RENDER_UPSTREAM: 'http://127.0.0.1:9',
  NGINX_LOCAL_RESOLVERS: '127.0.0.1',
};

/** The headers every answer of the shell's and remotes' nginx carries. */
function expectEdgeHeaders(response: request.Response): void {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  });
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

/** A directive's sources: `script-src 'self' https://x` gives `["'self'", 'https://x']`. */
function directive(csp: string, name: string): string[] {
  const entry = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return entry?.trim().split(/\s+/).slice(1) ?? [];
}

describe('V3.4 security headers of the shell image (nginx, infra/web/shell.conf.template)', () => {
  let shell: RunningNginx | undefined;
  const indexHtml = '<!doctype html><html><head><title>Bleche</title></head><body></body></html>';

  beforeAll(async () => {
    shell = await startNginx({
      config: 'shell.conf.template',
      env: templateEnv,
      files: { 'index.html': indexHtml, [hashedAsset]: 'console.log(1);' },
    });
  }, 30_000);

  afterAll(async () => {
    await shell?.stop();
  });

  it("V3.4.3 CSP: the shell page gets default-src self, scripts and fetches from us and the remotes' origins only, no inline script", async () => {
    const response = await request(shell!.url).get('/').expect(200);
    expect(response.text).toBe(indexHtml);
    expectEdgeHeaders(response);
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", cdnOrigin]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", cdnOrigin]);
    expect(directive(csp, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('V3.4 security headers: /remotes.json keeps every header (its own location drops inherited add_header)', async () => {
    const response = await request(shell!.url).get('/remotes.json').expect(200);
    expectEdgeHeaders(response);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.text)).toMatchObject({
      shop: `${cdnOrigin}/shop/v2/remoteEntry.js`,
      calculator: '/remotes/calculator/remoteEntry.js',
    });
  });

  it.each([
    ['an app route (index.html)', '/shop/bleche', 200],
    ['a hashed asset', `/${hashedAsset}`, 200],
    ['a missing file (404)', '/missing.0f3a9c2b7d1e4f5a6b7c.js', 404],
  ])('V3.4 security headers and V3.4.1 HSTS: %s carries them', async (_kind, path, status) => {
    const response = await request(shell!.url).get(path);
    expect(response.status).toBe(status);
    expectEdgeHeaders(response);
  });
});

describe('V3.4 security headers of a remote image (nginx, infra/web/remote.conf)', () => {
  let remote: RunningNginx | undefined;

  beforeAll(async () => {
    remote = await startNginx({
      config: 'remote.conf',
      env: templateEnv,
      files: {
        'remotes/shop/remoteEntry.js': 'var shop;',
        'remotes/shop/server-entry.json': '{"entry":"server/m1k2b3/remoteEntry.js","css":[]}',
        'remotes/shop/server/m1k2b3/remoteEntry.js': 'exports.shop = {};',
        'remotes/shop/server/m1k2b3/12.0f3a9c2b7d1e4f5a6b7c.js': 'exports.id = 12;',
      },
    });
  }, 30_000);

  afterAll(async () => {
    await remote?.stop();
  });

  it("V3.4 security headers: a remote's entry and its 404s carry them, with CORS * for the shell and a CSP that allows nothing", async () => {
    const entry = await request(remote!.url).get('/remotes/shop/remoteEntry.js').expect(200);
    expectEdgeHeaders(entry);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(directive(String(entry.headers['content-security-policy']), 'default-src')).toEqual([
      "'none'",
    ]);
    const missing = await request(remote!.url).get('/remotes/shop/missing.js').expect(404);
    expectEdgeHeaders(missing);
  });

  it("revalidates the remote's server-entry.json on every load and caches its server build's files for good", async () => {
    const serverEntry = await request(remote!.url)
      .get('/remotes/shop/server-entry.json')
      .expect(200);
    expect(serverEntry.headers['cache-control']).toBe('no-cache');
    expect(serverEntry.headers['content-type']).toMatch(/^application\/json/);
    // A new release names a new folder in server-entry.json, so nothing in one ever changes.
    for (const file of ['remoteEntry.js', '12.0f3a9c2b7d1e4f5a6b7c.js']) {
      const response = await request(remote!.url)
        .get(`/remotes/shop/server/m1k2b3/${file}`)
        .expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const browserEntry = await request(remote!.url).get('/remotes/shop/remoteEntry.js');
    expect(browserEntry.headers['cache-control']).toBe('no-cache');
  });
});

describe('the shell image passes the API reference through (infra/web/shell.conf.template)', () => {
  const gatewayPolicy = "default-src 'none'; script-src 'self'; connect-src 'self'";
  let gateway: Server | undefined;
  let shell: RunningNginx | undefined;

  beforeAll(async () => {
    // Stands in for the gateway: answers every path with its own type and CSP.
    gateway = createServer((req, res) => {
      const type = req.url?.endsWith('.js') ? 'text/javascript' : 'text/html';
      res.writeHead(200, { 'content-type': type, 'content-security-policy': gatewayPolicy });
      res.end(`gateway ${req.url}`);
    });
    await new Promise<void>((resolve) => gateway!.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    shell = await startNginx({
      config: 'shell.conf.template',
      env: { ...templateEnv, GATEWAY_UPSTREAM: `http://127.0.0.1:${port}` },
      files: { 'index.html': '<!doctype html><title>Bleche</title>' },
    });
  }, 30_000);

  afterAll(async () => {
    await shell?.stop();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  it.each(['/api/docs', '/api/docs/swagger-ui-bundle.js', '/api/openapi.json'])(
    "answers %s from the gateway, with the gateway's CSP alone",
    async (path) => {
      const response = await request(shell!.url).get(path).expect(200);
      expect(response.text).toBe(`gateway ${path}`);
      expect(response.headers['content-security-policy']).toBe(gatewayPolicy);
    },
  );
});

describe('the shell image has pages rendered by the rendering server (infra/web/shell.conf.template)', () => {
  const indexHtml = '<!doctype html><html><head><title>Bleche</title></head><body></body></html>';
  let renderer: Server | undefined;
  let rendererPort: number;
  let shell: RunningNginx | undefined;
  /** The requests the stand-in renderer received, by path. */
  const received = new Map<string, Record<string, string | string[] | undefined>>();

  // Stands in for the rendering server: a page per path, a 404 for an unknown one, a 500 where
  // rendering breaks, each with the renderer's own Cache-Control.
  function startRenderer(port = 0): Promise<void> {
    renderer = createServer((req, res) => {
      received.set(req.url ?? '', req.headers);
      const status = req.url === '/gibt-es-nicht' ? 404 : req.url === '/kaputt' ? 500 : 200;
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Cookie, Accept-Language',
      });
      res.end(`<!doctype html><h1>rendered ${req.url} (${status})</h1>`);
    });
    return new Promise<void>((resolve) => renderer!.listen(port, '127.0.0.1', resolve));
  }

  beforeAll(async () => {
    await startRenderer();
    rendererPort = (renderer!.address() as AddressInfo).port;
    shell = await startNginx({
      config: 'shell.conf.template',
      env: { ...templateEnv, RENDER_UPSTREAM: `http://127.0.0.1:${rendererPort}` },
      files: { 'index.html': indexHtml, [hashedAsset]: 'console.log(1);' },
    });
  }, 30_000);

  afterAll(async () => {
    await shell?.stop();
    await new Promise((resolve) => renderer?.close(resolve));
  });

  it("answers a page with the renderer's HTML, passing on the visitor's host, cookies and languages", async () => {
    const response = await request(shell!.url)
      .get('/shop/bleche?sortierung=preis')
      .set('Cookie', 'lang=pl; theme=dark')
      .set('Accept-Language', 'pl-PL,pl;q=0.9')
      .expect(200);
    expect(response.text).toContain('rendered /shop/bleche?sortierung=preis (200)');
    expectEdgeHeaders(response);
    // One Cache-Control, the renderer's: nginx adds none of its own to a page.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const headers = received.get('/shop/bleche?sortierung=preis');
    expect(headers).toMatchObject({
      cookie: 'lang=pl; theme=dark',
      'accept-language': 'pl-PL,pl;q=0.9',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(shell!.url).host,
      host: new URL(shell!.url).hostname,
    });
  });

  it('keeps the scheme a TLS-terminating proxy in front reports, for the links a page names itself by', async () => {
    await request(shell!.url).get('/blog').set('X-Forwarded-Proto', 'https').expect(200);
    expect(received.get('/blog')?.['x-forwarded-proto']).toBe('https');
  });

  it("keeps the renderer's 404 for an unknown page, with its page and the security headers", async () => {
    const response = await request(shell!.url).get('/gibt-es-nicht').expect(404);
    expect(response.text).toContain('rendered /gibt-es-nicht (404)');
    expectEdgeHeaders(response);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers with index.html when rendering fails (500), so the browser renders the page', async () => {
    const response = await request(shell!.url).get('/kaputt').expect(200);
    expect(response.text).toBe(indexHtml);
    expectEdgeHeaders(response);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves files itself: a path with an extension never reaches the renderer', async () => {
    const response = await request(shell!.url).get(`/${hashedAsset}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(shell!.url).get('/fehlt.txt').expect(404);
    expect(received.has(`/${hashedAsset}`)).toBe(false);
    expect(received.has('/fehlt.txt')).toBe(false);
  });

  it('answers with index.html while the renderer is down, and with rendered pages once it is back', async () => {
    await new Promise((resolve) => renderer!.close(resolve));
    const response = await request(shell!.url).get('/konfigurator').expect(200);
    expect(response.text).toBe(indexHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectEdgeHeaders(response);
    await request(shell!.url).get('/gibt-es-nicht').expect(200);

    await startRenderer(rendererPort);
    const rendered = await request(shell!.url).get('/konfigurator').expect(200);
    expect(rendered.text).toContain('rendered /konfigurator (200)');
  });
});

describe('V3.4.3 no inline script in the shell page', () => {
  // A JSON data block (the list of the shell's scripts) is never executed, so the CSP's script
  // rules do not apply to it; anything else must come from a file.
  const runsFromFile = (tag: string) =>
    /\ssrc=/.test(tag) || /\stype="application\/(ld\+)?json"/.test(tag);

  it('the HTML template of every front end loads scripts only from files (the CSP forbids inline script)', () => {
    const template = readFileSync(`${repoRoot}packages/web-build/src/index.html`, 'utf8');
    const scripts = template.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    const built = `${repoRoot}shell/dist/index.html`;
    if (existsSync(built)) {
      const tags = readFileSync(built, 'utf8').match(/<script\b[^>]*>/g) ?? [];
      expect(tags.filter((tag) => !runsFromFile(tag))).toEqual([]);
      expect(tags.some((tag) => /\ssrc=/.test(tag))).toBe(true);
    }
  });
});

describe('V3.4.1 HSTS at the Kubernetes ingress', () => {
  it('V3.4.1 HSTS: the production ingress terminates TLS, redirects plain http to https, and every backend sends HSTS', () => {
    const ingress = readFileSync(`${repoRoot}infra/k8s/overlays/production/ingress.yaml`, 'utf8');
    expect(ingress).toMatch(/^\s+tls:\s*$/m);
    expect(ingress).toMatch(/nginx\.ingress\.kubernetes\.io\/force-ssl-redirect: ['"]true['"]/);
    // HSTS itself comes from every backend behind it: the gateway in production and both nginx
    // images (tested above), besides ingress-nginx's own default for TLS hosts.
    const shellConf = readFileSync(`${repoRoot}infra/web/static-headers.conf`, 'utf8');
    expect(shellConf).toContain(
      'Strict-Transport-Security "max-age=31536000; includeSubDomains" always',
    );
  });
});
