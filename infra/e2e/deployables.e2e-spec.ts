import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type HealthResponse } from '@shop/contracts';
import { type NatsUser } from '@shop/nest-kit';
import {
  deleteRedisKeys,
  dockerfileStepsMissing,
  dropSchema,
  eventually,
  freePort,
  installLikeImage,
  installRendererLikeImage,
  type PrivateNats,
  type ProductionInstall,
  renderImageSteps,
  repoRoot,
  type RunningNginx,
  type RunningProcess,
  startNginx,
  startPrivateNats,
  startProcess,
  testDatabaseUrl,
  testNatsEnv,
  testRedisUrl,
  throwAwayKeyPrefix,
  throwAwaySchemaName,
  webDockerfile,
} from '@shop/test-kit';

// Every deployable as its image holds it. Each Node process (the four services and the gateway)
// is installed in a folder of its own exactly as infra/node/Dockerfile installs it (production
// dependencies of that workspace alone, built output) and started from there in production mode
// against the test PostgreSQL, Redis and a NATS with the production permissions; it must report
// ready on /health/ready. Then the web images' nginx serve the built front ends: the shell's
// nginx proxies /remotes/<name>/ to each remote's nginx, /api to that gateway and pages to the
// rendering server, as compose wires them, and every file of every front end answers through it.
// The rendering server runs from only what its image holds (the shell's server and browser
// builds, no node_modules) and renders the pages with the remotes' server builds, which it loads
// through the shell's nginx as in compose.

jest.setTimeout(240_000);

const suite = 'deployables';

interface NodeDeployable {
  app: string;
  natsUser: NatsUser;
  /** Its environment besides NATS, metrics and NODE_ENV, as docker-compose.yml gives it. */
  env: () => Record<string, string>;
}

const schemas: string[] = [];
const keyPrefixes: string[] = [];

function ownSchema(service: string): string {
  const schema = throwAwaySchemaName(`${suite}_${service}`);
  schemas.push(schema);
  return schema;
}

function ownKeyPrefix(service: string): string {
  const prefix = throwAwayKeyPrefix(`${suite}:${service}:`);
  keyPrefixes.push(prefix);
  return prefix;
}

let gatewayPort: number;

const services: NodeDeployable[] = [
  {
    app: 'services/pricing',
    natsUser: 'pricing',
    env: () => ({ DATABASE_URL: testDatabaseUrl, DB_SCHEMA: ownSchema('pricing') }),
  },
  {
    app: 'services/catalogue',
    natsUser: 'catalogue',
    env: () => ({ DATABASE_URL: testDatabaseUrl, DB_SCHEMA: ownSchema('catalogue') }),
  },
  {
    app: 'services/cart',
    natsUser: 'cart',
    env: () => ({ REDIS_URL: testRedisUrl, CART_KEY_PREFIX: ownKeyPrefix('cart') }),
  },
  {
    app: 'services/content',
    natsUser: 'content',
    env: () => ({ DATABASE_URL: testDatabaseUrl, DB_SCHEMA: ownSchema('content') }),
  },
  {
    app: 'services/orders',
    natsUser: 'orders',
    env: () => ({
      DATABASE_URL: testDatabaseUrl,
      DB_SCHEMA: ownSchema('orders'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    }),
  },
];

const gateway: NodeDeployable = {
  app: 'gateway',
  natsUser: 'gateway',
  env: () => ({
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: ownSchema('gateway'),
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: ownKeyPrefix('gateway'),
    PUBLIC_ORIGIN: 'http://localhost:8080',
    ADMIN_USERNAME: 'admin',
    // Production refuses a weak or missing admin password and session secret.
    ADMIN_PASSWORD: `Werkstatt-${randomBytes(9).toString('base64url')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_COOKIE_SECURE: 'auto',
  }),
};

const deployables = [...services, gateway];

let nats: PrivateNats;
/** Started at once for every deployable; each test waits for its own. */
const installs = new Map<string, Promise<ProductionInstall>>();
const processes: RunningProcess[] = [];
const webServers: RunningNginx[] = [];

beforeAll(async () => {
  // Two installs at a time: npm ci is mostly disk work, and the machine may have two cores.
  let queue = Promise.resolve();
  for (const { app } of deployables) {
    const install = queue.then(() => installLikeImage(app));
    queue = install.then(
      () => undefined,
      () => undefined,
    );
    // A failed install fails its own test below, not the whole file.
    install.catch(() => undefined);
    installs.set(app, install);
  }
  [nats, gatewayPort] = await Promise.all([startPrivateNats(), freePort()]);
});

afterAll(async () => {
  await Promise.all(webServers.map((server) => server.stop()));
  // The gateway first, then the services, as an orchestrator would drain them.
  for (const running of processes.reverse()) await running.stop();
  await Promise.allSettled(
    [...installs.values()].map(async (install) => (await install).dispose()),
  );
  await Promise.all(schemas.map((schema) => dropSchema(schema)));
  await Promise.all(keyPrefixes.map((prefix) => deleteRedisKeys(prefix)));
  await nats?.dispose();
});

/** Starts a deployable from its image-like install, as the image's command does, and waits for its `ready` line. */
async function startFromInstall(deployable: NodeDeployable): Promise<number> {
  const install = await installs.get(deployable.app)!;
  const metricsPort = await freePort();
  const name = deployable.app.split('/').at(-1)!;
  const running = await startProcess(process.execPath, [install.main], {
    cwd: install.dir,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      APP_DIR: deployable.app,
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      NATS_URL: nats.url,
      ...testNatsEnv(deployable.natsUser),
      ...deployable.env(),
    },
    ready: new RegExp(`\\b${name} ready\\b`),
    // The catalogue seeds some hundred products on its first start.
    timeoutMs: 90_000,
  });
  processes.push(running);
  return metricsPort;
}

async function expectReady(metricsPort: number): Promise<void> {
  await eventually(async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/health/ready`);
    expect(response.status).toBe(200);
  }, 10_000);
}

describe('Node images (infra/node/Dockerfile)', () => {
  it('infra/node/Dockerfile still has every step this check repeats', () => {
    expect(dockerfileStepsMissing()).toEqual([]);
  });

  it.each(services.map((service) => [service.app, service] as const))(
    '%s runs from an install of its own production dependencies and reports ready',
    async (_app, service) => {
      await expectReady(await startFromInstall(service));
    },
  );

  it('the gateway runs from an install of its own production dependencies, reports ready and reaches every service', async () => {
    await expectReady(await startFromInstall(gateway));
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/health`);
    const health = (await response.json()) as HealthResponse;
    expect(health).toEqual({
      status: 'up',
      checks: {
        nats: 'up',
        postgres: 'up',
        redis: 'up',
        pricing: 'up',
        catalogue: 'up',
        cart: 'up',
        content: 'up',
        orders: 'up',
      },
    });
    expect(response.status).toBe(200);
  });
});

const remotes = ['calculator', 'configurator', 'shop', 'admin'] as const;

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(folder, entry)).isFile())
    .map((entry) => relative(folder, join(folder, entry)));
}

/** True when a node_modules folder lies in `folder` or any folder above it (Node would look there). */
function nodeModulesInReach(folder: string): boolean {
  for (let current = folder; ; current = dirname(current)) {
    if (existsSync(join(current, 'node_modules'))) return true;
    if (dirname(current) === current) return false;
  }
}

describe('web images (infra/web/Dockerfile) with the built front ends', () => {
  let shell: RunningNginx;
  let renderer: RunningProcess | undefined;
  let rendererInstall: ProductionInstall | undefined;
  let renderPort: number;

  beforeAll(async () => {
    // What the image's build stage runs (webpack per app); incremental, so after `npm test`'s
    // build step this only checks that every app is up to date.
    await promisify(execFile)(process.execPath, [`${repoRoot}scripts/build-web.js`], {
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
    const remoteServers = await Promise.all(
      remotes.map((name) =>
        startNginx({
          config: 'remote.conf',
          // The remote image: its build under /remotes/<name>/.
          folders: { [`remotes/${name}`]: `${repoRoot}mf-${name}/dist` },
        }),
      ),
    );
    webServers.push(...remoteServers);
    renderPort = await freePort();
    // The shell image: the shell's build at the root; its environment as the image's defaults,
    // with the upstreams where this test runs them.
    shell = await startNginx({
      config: 'shell.conf.template',
      folders: { '.': `${repoRoot}shell/dist` },
      env: {
        ...Object.fromEntries(
          remotes.map((name) => [
            `REMOTE_URL_${name.toUpperCase()}`,
            `/remotes/${name}/remoteEntry.js`,
          ]),
        ),
        ...Object.fromEntries(
          remotes.map((name, index) => [
            `${name.toUpperCase()}_UPSTREAM`,
            remoteServers[index]!.url,
          ]),
        ),
        GATEWAY_UPSTREAM: `http://127.0.0.1:${gatewayPort}`,
        RENDER_UPSTREAM: `http://127.0.0.1:${renderPort}`,
        NGINX_LOCAL_RESOLVERS: '127.0.0.1',
      },
    });
    webServers.push(shell);
    // The render image, wired as compose wires it: the API at the gateway, the remotes' manifest
    // at the shell's nginx.
    rendererInstall = installRendererLikeImage();
    renderer = await startProcess(process.execPath, [rendererInstall.main], {
      cwd: rendererInstall.dir,
      env: {
        NODE_ENV: 'production',
        PORT: String(renderPort),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${gatewayPort}`,
        REMOTES_URL: `${shell.url}/remotes.json`,
      },
      ready: /\brender ready\b/,
    });
  });

  afterAll(async () => {
    await renderer?.stop();
    rendererInstall?.dispose();
  });

  it('infra/web/Dockerfile still has every step of the render image this check repeats', () => {
    expect(dockerfileStepsMissing(webDockerfile, renderImageSteps)).toEqual([]);
  });

  it("the rendering server runs from its image's files alone, with no node_modules in reach, and reports ready", async () => {
    expect(readdirSync(rendererInstall!.dir).sort()).toEqual(['dist', 'dist-server']);
    expect(nodeModulesInReach(rendererInstall!.dir)).toBe(false);
    const live = await fetch(`http://127.0.0.1:${renderPort}/health/live`);
    expect(live.status).toBe(200);
    await expectReady(renderPort);
  });

  it("the home page comes through the shell rendered on the server, the calculator remote's hero included", async () => {
    const page = await fetch(`${shell.url}/`, { headers: { 'Accept-Language': 'de-DE,de' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toMatch(/<h1\b[^>]*>(?:(?!<\/h1>)[^])*Bleche nach Maß zugeschnitten/);
    expect(html).toMatch(/<html[^>]*\blang="de"/);
  });

  it('an unknown page comes through the shell as a server-rendered 404', async () => {
    const page = await fetch(`${shell.url}/gibt-es-nicht`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<div id="root">\s*<[a-z]/);
  });

  it('the shell answers a page route with rendered HTML, whose every script and style loads', async () => {
    const page = await fetch(`${shell.url}/konfigurator`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(new URL(asset, `${shell.url}/`));
      expect([asset, response.status]).toEqual([asset, 200]);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('the shell serves every file of its build with the right type', async () => {
    for (const file of filesUnder(`${repoRoot}shell/dist`)) {
      const response = await fetch(`${shell.url}/${file}`);
      expect([file, response.status]).toEqual([file, 200]);
      if (file.endsWith('.js')) expect(response.headers.get('content-type')).toMatch(/javascript/);
      await response.arrayBuffer();
    }
  });

  it.each(remotes)(
    'remotes.json names the %s remote, whose every built file loads through the shell',
    async (name) => {
      const manifest = (await (await fetch(`${shell.url}/remotes.json`)).json()) as Record<
        string,
        string
      >;
      expect(manifest[name]).toBe(`/remotes/${name}/remoteEntry.js`);
      const entry = await fetch(new URL(manifest[name]!, shell.url));
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      await entry.arrayBuffer();
      const files = filesUnder(`${repoRoot}mf-${name}/dist`);
      expect(files).toContain('remoteEntry.js');
      for (const file of files) {
        const response = await fetch(`${shell.url}/remotes/${name}/${file}`);
        expect([file, response.status]).toEqual([file, 200]);
        await response.arrayBuffer();
      }
    },
  );

  it("the shell proxies /api to the gateway installed as its image, and the shop's data comes back", async () => {
    const health = await fetch(`${shell.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as HealthResponse).status).toBe('up');
    const materials = await fetch(`${shell.url}/api/materials`);
    expect(materials.status).toBe(200);
    const names = ((await materials.json()) as { name: string }[]).map((material) => material.name);
    expect(names).toContain('steel_s235');
  });

  it('the API reference and its description load through the shell from the installed gateway', async () => {
    const description = await fetch(`${shell.url}/api/openapi.json`);
    expect(description.status).toBe(200);
    expect(((await description.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    const docs = await fetch(`${shell.url}/api/docs`);
    expect(docs.status).toBe(200);
    const page = await docs.text();
    const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(new URL(script, `${shell.url}/api/docs`));
      expect([script, response.status]).toEqual([script, 200]);
      await response.arrayBuffer();
    }
  });

  it('with the rendering server stopped, pages still answer 200 with index.html and render in the browser', async () => {
    await renderer!.stop();
    const page = await fetch(`${shell.url}/gibt-es-nicht`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe(await (await fetch(`${shell.url}/index.html`)).text());
    expect(html).not.toContain('Bleche nach Maß zugeschnitten');
  });
});
