import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  deleteRedisKeys,
  dropSchema,
  freePort,
  repoRoot,
  ServiceProcess,
  testDatabaseUrl,
  testNatsEnv,
  throwAwayKeyPrefix,
  throwAwaySchemaName,
} from '@shop/test-kit';

/** The suite's name in the throw-away schemas and Redis key prefixes of its processes. */
export const suite = 'gateway_e2e';

/** A route of the running gateway, as its router knows it (`/api/materials/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The real gateway (`node gateway/dist/main.js`) on a free port of 127.0.0.1. It runs as a child
 * process because Jest's own module loader cannot load @fastify/static's ESM-only dependencies in-process.
 * Each instance has its own PostgreSQL schema (admin accounts) and Redis key prefix (sessions,
 * login throttle) unless `env` names them, so test files never share sessions or failure counts.
 */
export class GatewayProcess extends ServiceProcess {
  private environment: Record<string, string> = {};
  private keepSchema = false;
  url = '';
  readonly schema = throwAwaySchemaName(suite);
  readonly redisKeyPrefix = throwAwayKeyPrefix(`${suite}:gateway:`);

  constructor() {
    super({ project: 'gateway', env: {}, ready: /gateway ready on/ });
  }

  /** Starts it with its own schema, key prefix and port, and `env` on top. */
  override async start(env: Record<string, string> = {}): Promise<void> {
    const port = await freePort();
    this.environment = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDatabaseUrl,
      DB_SCHEMA: this.schema,
      REDIS_KEY_PREFIX: this.redisKeyPrefix,
      WEB_ROOT: '/nonexistent/web-root',
      // The gateway's own NATS user on the test kit's private NATS (ignored by one without users).
      ...testNatsEnv('gateway'),
      ...env,
    };
    this.withEnv(this.environment);
    await super.start();
    this.url = `http://127.0.0.1:${port}`;
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

  /** Stops it, drops its schema (unless another gateway shares it) and deletes its Redis keys. */
  override async dispose(options: { keepSchema?: boolean } = {}): Promise<void> {
    this.keepSchema = options.keepSchema ?? false;
    await super.dispose();
  }

  protected override async cleanUp(): Promise<void> {
    if (!this.keepSchema) await dropSchema(this.environment.DB_SCHEMA ?? this.schema);
    await deleteRedisKeys(this.environment.REDIS_KEY_PREFIX ?? this.redisKeyPrefix);
  }
}

const run = promisify(execFile);
