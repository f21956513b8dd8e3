import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  buildServers,
  freePort,
  type ProcessEnd,
  type RunningProcess,
  repoRoot,
  startProcess,
} from './processes.js';

/** The integration project's global setup creates this database and exports its URL. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_test';

/** The Redis of the machine (the jest global setup checked it is up); tests use key prefixes. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const natsServerBinary = [
  '/usr/sbin/nats-server',
  '/usr/bin/nats-server',
  '/usr/local/bin/nats-server',
].find((path) => existsSync(path));

export interface NatsServer {
  readonly url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (after `stop`). */
  start(): Promise<void>;
}

/**
 * A NATS server of this test file's own, so no other pricing replica on the machine (a developer's
 * `npm start`, another test file) answers in the `pricing` queue group while a test has stopped
 * "the" pricing service. Falls back to the shared NATS_URL where no nats-server binary exists.
 */
export async function startNats(): Promise<NatsServer> {
  const binary = natsServerBinary;
  if (!binary) {
    const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    return { url, stop: async () => undefined, start: async () => undefined };
  }
  const port = await freePort();
  let server: RunningProcess | undefined;
  const nats: NatsServer = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      server = await startProcess(binary, ['-a', '127.0.0.1', '-p', String(port)], {
        ready: /Server is ready/,
      });
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
  };
  await nats.start();
  return nats;
}

/** True where the test owns its NATS server and may stop it. */
export const hasPrivateNats = natsServerBinary !== undefined;

/** The real pricing service as a child process (`node services/pricing/dist/main.js`). */
export class PricingProcess {
  private running?: RunningProcess;
  readonly schema = `gateway_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  constructor(private readonly natsUrl: string) {}

  async start(): Promise<void> {
    await buildServers();
    this.running = await startProcess(
      process.execPath,
      [`${repoRoot}services/pricing/dist/main.js`],
      {
        env: {
          NATS_URL: this.natsUrl,
          DATABASE_URL: testDatabaseUrl,
          DB_SCHEMA: this.schema,
          LOG_LEVEL: 'info',
        },
        ready: /pricing ready/,
      },
    );
  }

  /** Stops it gracefully (SIGTERM), as an operator would. */
  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** Freezes it: it stays subscribed but never answers, so requests run into the timeout. */
  pause(): void {
    this.running?.child.kill('SIGSTOP');
  }

  resume(): void {
    this.running?.child.kill('SIGCONT');
  }

  /** Stops it and drops its throw-away schema. */
  async dispose(): Promise<void> {
    this.resume();
    await this.stop();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${this.schema}" CASCADE`);
    } finally {
      await client.end();
    }
  }
}

/**
 * The real catalogue service as a child process (`node services/catalogue/dist/main.js`) in a
 * throw-away schema of its own, which it migrates and seeds at start and `dispose` drops.
 */
export class CatalogueProcess {
  private running?: RunningProcess;
  readonly schema = `gateway_e2e_catalogue_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  constructor(private readonly natsUrl: string) {}

  async start(): Promise<void> {
    await buildServers();
    this.running = await startProcess(
      process.execPath,
      [`${repoRoot}services/catalogue/dist/main.js`],
      {
        env: {
          NATS_URL: this.natsUrl,
          DATABASE_URL: testDatabaseUrl,
          DB_SCHEMA: this.schema,
          LOG_LEVEL: 'info',
        },
        ready: /catalogue ready/,
        // The first start seeds some hundred products.
        timeoutMs: 60_000,
      },
    );
  }

  /** Stops it gracefully (SIGTERM), as an operator would. */
  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** Stops it and drops its throw-away schema. */
  async dispose(): Promise<void> {
    await this.stop();
    await dropSchema(this.schema);
  }
}

/**
 * The real content service as a child process (`node services/content/dist/main.js`) in a
 * throw-away schema of its own, seeded with our articles at start.
 */
export class ContentProcess {
  private running?: RunningProcess;
  readonly schema = `gateway_e2e_content_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  constructor(private readonly natsUrl: string) {}

  async start(): Promise<void> {
    await buildServers();
    this.running = await startProcess(
      process.execPath,
      [`${repoRoot}services/content/dist/main.js`],
      {
        env: {
          NATS_URL: this.natsUrl,
          DATABASE_URL: testDatabaseUrl,
          DB_SCHEMA: this.schema,
          LOG_LEVEL: 'info',
        },
        ready: /content ready/,
      },
    );
  }

  /** Stops it gracefully (SIGTERM), as an operator would. */
  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** Stops it and drops its throw-away schema. */
  async dispose(): Promise<void> {
    await this.stop();
    await dropSchema(this.schema);
  }
}

/** A route of the running gateway, as its router knows it (`/api/materials/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The real cart service as a child process (`node services/cart/dist/main.js`), keeping its carts
 * in the shared Redis under a key prefix of its own, which `dispose` deletes.
 */
export class CartProcess {
  private running?: RunningProcess;
  readonly redisKeyPrefix = `gateway-e2e-${randomUUID().slice(0, 8)}:`;

  constructor(private readonly natsUrl: string) {}

  async start(): Promise<void> {
    await buildServers();
    this.running = await startProcess(process.execPath, [`${repoRoot}services/cart/dist/main.js`], {
      env: {
        NATS_URL: this.natsUrl,
        REDIS_URL: testRedisUrl,
        CART_KEY_PREFIX: this.redisKeyPrefix,
        LOG_LEVEL: 'info',
      },
      ready: /cart ready/,
    });
  }

  /** Stops it gracefully (SIGTERM), as an operator would. */
  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** The Redis keys the cart service has written so far. */
  async storedKeys(): Promise<string[]> {
    const redis = new Redis(testRedisUrl, { lazyConnect: true });
    try {
      await redis.connect();
      return await redis.keys(`${this.redisKeyPrefix}*`);
    } finally {
      redis.disconnect();
    }
  }

  /** Stops it and deletes every key it wrote. */
  async dispose(): Promise<void> {
    await this.stop();
    const keys = await this.storedKeys();
    if (keys.length === 0) return;
    const redis = new Redis(testRedisUrl, { lazyConnect: true });
    try {
      await redis.connect();
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }
}

/**
 * The real gateway (`node gateway/dist/main.js`) on a free port of 127.0.0.1. It runs as a child
 * process because Jest on Node 20 cannot load @fastify/static's ESM-only dependencies in-process.
 * Each instance has its own PostgreSQL schema (admin accounts) and Redis key prefix (sessions,
 * login throttle) unless `env` names them, so test files never share sessions or failure counts.
 */
export class GatewayProcess {
  private running?: RunningProcess;
  private environment: Record<string, string> = {};
  url = '';
  readonly schema = `gateway_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  readonly redisKeyPrefix = `gateway-e2e-${randomUUID().slice(0, 8)}:`;

  async start(env: Record<string, string>): Promise<void> {
    await buildServers();
    const port = await freePort();
    this.environment = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDatabaseUrl,
      DB_SCHEMA: this.schema,
      REDIS_KEY_PREFIX: this.redisKeyPrefix,
      WEB_ROOT: '/nonexistent/web-root',
      LOG_LEVEL: 'info',
      ...env,
    };
    this.running = await startProcess(process.execPath, [`${repoRoot}gateway/dist/main.js`], {
      env: this.environment,
      ready: /gateway ready on/,
    });
    this.url = `http://127.0.0.1:${port}`;
  }

  output(): string {
    return this.running?.output() ?? '';
  }

  /** SIGTERM; resolves with how the process ended. */
  async stop(): Promise<ProcessEnd | undefined> {
    const end = await this.running?.stop();
    this.running = undefined;
    return end;
  }

  /** Every route the gateway built with this configuration registers (HEAD included). */
  async listRoutes(): Promise<RegisteredRoute[]> {
    const { stdout } = await run(
      process.execPath,
      [`${repoRoot}gateway/e2e/support/list-routes.js`],
      { cwd: repoRoot, env: { ...process.env, ...this.environment, LOG_LEVEL: 'error' } },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as RegisteredRoute[];
  }

  /** Stops it, drops its schema (unless another process shares it) and deletes its Redis keys. */
  async dispose(options: { keepSchema?: boolean } = {}): Promise<void> {
    await this.stop();
    if (!options.keepSchema) await dropSchema(this.environment.DB_SCHEMA ?? this.schema);
    await deleteRedisKeys(this.environment.REDIS_KEY_PREFIX ?? this.redisKeyPrefix);
  }
}

const run = promisify(execFile);

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 200 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

/** Milliseconds `action` took, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const startedAt = performance.now();
  const result = await action();
  return { result, ms: performance.now() - startedAt };
}

/** Polls until `check` passes, or rethrows its last failure after `withinMs`. */
export async function eventually(check: () => Promise<void>, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
