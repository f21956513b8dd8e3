import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { PricingProcess, type PrivateNats, startPrivateNats } from '@shop/test-kit';
import request from 'supertest';
import { GatewayProcess, type RegisteredRoute, suite } from './support/gateway-test-environment.js';
import {
  type OpenApiDocument,
  operationsOf,
  pointerSegment as segment,
  schemaChecker,
} from './support/openapi-document.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
const gateway = new GatewayProcess();
let routes: RegisteredRoute[];
let document: OpenApiDocument;

const api = () => request(gateway.url);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  await pricing.start();
  await gateway.start({ NATS_URL: nats.url });
  routes = await gateway.listRoutes();
  document = (await api().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

/** `GET /api/products/:id` as the description writes it: `GET /api/products/{id}`. */
const described = ({ method, url }: RegisteredRoute) =>
  `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

const operations = () => operationsOf(document);

describe('GET /api/openapi.json', () => {
  it('documents every route the router registers, and no route it does not', () => {
    const registered = routes
      .filter(({ url }) => url.startsWith('/api/'))
      // Fastify answers HEAD for every GET by itself; the GET describes both.
      .filter(
        ({ method, url }) =>
          method !== 'HEAD' || !routes.some((r) => r.method === 'GET' && r.url === url),
      )
      .map(described)
      .sort();
    expect(registered.length).toBeGreaterThanOrEqual(46);
    expect(
      operations()
        .map(({ label }) => label)
        .sort(),
    ).toEqual(registered);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('gives every operation a summary and a heading', () => {
    const incomplete = operations()
      .filter(({ operation }) => !operation.summary || operation.tags?.length !== 1)
      .map(({ label }) => label);
    expect(incomplete).toEqual([]);
  });

  it('has an example for every request body, and every example matches its schema', () => {
    const problems: string[] = [];
    const check = schemaChecker(document);
    let examples = 0;
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        const base = `/paths/${segment(path)}/${method}`;
        const bodies = Object.entries(operation.requestBody?.content ?? {}).map(
          ([type, media]) => [`${base}/requestBody/content/${segment(type)}`, media] as const,
        );
        const answers = Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(
            ([type, media]) =>
              [`${base}/responses/${status}/content/${segment(type)}`, media] as const,
          ),
        );
        for (const [pointer, media] of bodies) {
          if (media.example === undefined) problems.push(`${pointer}: no example`);
        }
        for (const [pointer, media] of [...bodies, ...answers]) {
          if (media.example === undefined) continue;
          examples += 1;
          for (const error of check(`${pointer}/schema`, media.example)) {
            problems.push(`${pointer}/example: ${error}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(examples).toBeGreaterThan(100);
  });

  it('names the admin session cookie as the security scheme of every admin route', () => {
    expect(document.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'bleche_session',
      }),
    });
    const secured = operations()
      .filter(({ operation }) => operation.security !== undefined)
      .map(({ label }) => label);
    expect(secured).toEqual(
      expect.arrayContaining([
        'POST /api/materials',
        'GET /api/product-dimensions',
        'POST /api/admin/logout',
      ]),
    );
    expect(secured).not.toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'GET /api/admin/check',
        'GET /api/materials',
      ]),
    );
    for (const label of secured) {
      const [method, path] = label.split(' ') as [string, string];
      expect(document.paths[path]![method.toLowerCase()]!.responses['401']).toBeDefined();
    }
  });

  it('describes the answers the gateway really gives', async () => {
    const check = schemaChecker(document);
    const response = (path: string, method: string, status: number) =>
      `/paths/${segment(path)}/${method}/responses/${status}/content/application~1json/schema`;

    const materials = await api().get('/api/materials').expect(200);
    expect(check(response('/api/materials', 'get', 200), materials.body)).toEqual([]);
    const price = await api()
      .post('/api/calculate-price')
      .send({ materialId: 2, width: 1000, height: 500, thickness: 2 })
      .expect(200);
    expect(check(response('/api/calculate-price', 'post', 200), price.body)).toEqual([]);
    expect(price.body).toEqual(
      document.paths['/api/calculate-price']!.post!.responses['200']!.content!['application/json']!
        .example,
    );
    const invalid = await api()
      .post('/api/calculate-price')
      .send({ materialId: 2, width: 9000, height: 500, thickness: 2 })
      .expect(400);
    expect(check(response('/api/calculate-price', 'post', 400), invalid.body)).toEqual([]);
    const anonymous = await api().post('/api/materials').send({}).expect(401);
    expect(check(response('/api/materials', 'post', 401), anonymous.body)).toEqual([]);
  });
});

/** A directive's sources: `script-src 'self'` gives `["'self'"]`; undefined when absent. */
function directive(csp: string, name: string): string[] | undefined {
  const entry = csp.split(';').find((part) => part.trim().split(/\s+/)[0] === name);
  return entry?.trim().split(/\s+/).slice(1);
}

describe('GET /api/docs', () => {
  it('serves Swagger UI from the gateway itself, under a CSP that allows only its own files', async () => {
    const page = await api().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<div id="swagger-ui"></div>');
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-|https?:/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toEqual(
      expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/openapi.json']),
    );
    for (const file of files.filter((path) => path.startsWith('/api/docs/'))) {
      const answer = await api().get(file).expect(200);
      expect(answer.headers['content-type']).toMatch(
        file.endsWith('.js') ? /^text\/javascript; charset=utf-8/ : /^text\/css; charset=utf-8/,
      );
      expect(answer.headers['content-security-policy']).toBe(csp);
    }
  });

  it('keeps the shop’s own CSP for everything else', async () => {
    const answer = await api().get('/api/materials').expect(200);
    expect(directive(String(answer.headers['content-security-policy']), 'default-src')).toEqual([
      "'self'",
    ]);
  });

  it('lets a browser revalidate a file by its ETag', async () => {
    const first = await api().get('/api/docs/swagger-ui-bundle.js').expect(200);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    await api().get('/api/docs/swagger-ui-bundle.js').set('if-none-match', etag).expect(304);
  });

  it.each(['swagger-ui-bundle.js.map', 'index.html', '..%2Fpackage.json', 'favicon-32x32.png'])(
    'answers 404 for any other file: %s',
    async (name) => {
      const answer = await api().get(`/api/docs/${name}`).expect(404);
      expect(answer.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    },
  );
});
