import type { NatsUser } from '@shop/nest-kit';
import { buildServers } from './build-servers.js';
import { testNatsEnv } from './harness/nats.js';
import {
  type ProcessEnd,
  repoRoot,
  type RunningProcess,
  startProcess,
} from './harness/processes.js';
import { deleteRedisKeys, redisKeys } from './harness/redis-keys.js';
import {
  dropSchema,
  testDatabaseUrl,
  testRedisUrl,
  throwAwayKeyPrefix,
  throwAwaySchemaName,
} from './throw-away-stores.js';

/** What {@link ServiceProcess} runs. */
export interface ServiceProcessOptions {
  /** The project folder relative to the repository root (`services/pricing`); runs `dist/main.js`. */
  project: string;
  /**
   * Its environment, on top of the test's own (`LOG_LEVEL` is `info` and `METRICS_PORT` is `0`,
   * no metrics listener, unless given).
   */
  env: Record<string, string>;
  /** The log line that says it is ready (`/pricing ready/`). */
  ready: RegExp;
  /** How long its start may take; 20 s unless given. */
  timeoutMs?: number;
}

/**
 * A real server of ours as a child process (`node <project>/dist/main.js`), built first as
 * `npm start` builds it. `dispose` stops it and removes whatever it stored (see `cleanUp`).
 */
export class ServiceProcess {
  private running?: RunningProcess;
  private extraEnv: Record<string, string> = {};

  constructor(private readonly options: ServiceProcessOptions) {}

  /** Adds to its environment for the next `start` (e.g. `METRICS_PORT`); returns itself. */
  withEnv(env: Record<string, string>): this {
    this.extraEnv = { ...this.extraEnv, ...env };
    return this;
  }

  /** Its process id while it runs. */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  async start(): Promise<void> {
    const { project, env, ready, timeoutMs } = this.options;
    await buildServers([project]);
    this.running = await startProcess(process.execPath, [`${repoRoot}${project}/dist/main.js`], {
      env: { LOG_LEVEL: 'info', METRICS_PORT: '0', ...env, ...this.extraEnv },
      ready,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  /** Its output so far. */
  output(): string {
    return this.running?.output() ?? '';
  }

  /** SIGTERM, as an operator or Kubernetes stops it; resolves with how it ended. */
  async stop(): Promise<ProcessEnd | undefined> {
    const end = await this.running?.stop();
    this.running = undefined;
    return end;
  }

  /** SIGKILL, as a crash or the OOM killer ends it: no shutdown of its own. */
  kill(): void {
    this.running?.child.kill('SIGKILL');
  }

  /** Resolves with how it ended once it has (by itself, a signal, or `stop`). */
  async exited(): Promise<ProcessEnd | undefined> {
    const end = await this.running?.exited;
    this.running = undefined;
    return end;
  }

  /** Freezes it: it stays subscribed but never answers, so requests run into their timeout. */
  pause(): void {
    this.running?.child.kill('SIGSTOP');
  }

  resume(): void {
    this.running?.child.kill('SIGCONT');
  }

  /** Stops it (resuming it first if paused) and removes what it stored. */
  async dispose(): Promise<void> {
    this.resume();
    await this.stop();
    await this.cleanUp();
  }

  /** Removes what the process stored; nothing unless a subclass says otherwise. */
  protected async cleanUp(): Promise<void> {}
}

/** What {@link throwAwaySchemaEnv} sets. */
export type ThrowAwaySchemaEnv = {
  NATS_URL: string;
  NATS_USER: string;
  NATS_PASSWORD: string;
  DATABASE_URL: string;
  DB_SCHEMA: string;
};

/**
 * The environment of one of our services that keeps its data in the schema `schema` of the test
 * database and signs in to the NATS at `natsUrl` as itself; for a child process or, parsed by
 * the service's configuration schema, for one built in the test's own process.
 */
export function throwAwaySchemaEnv(
  service: NatsUser,
  natsUrl: string,
  schema: string,
): ThrowAwaySchemaEnv {
  return {
    NATS_URL: natsUrl,
    ...testNatsEnv(service),
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schema,
  };
}

/**
 * A service that keeps its data in PostgreSQL, run in a throw-away schema of its own
 * (`<suite>_<service>_<random>`), which it migrates and seeds at start and `dispose` drops.
 */
export class ServiceInThrowAwaySchema extends ServiceProcess {
  readonly schema: string;

  /** `suite` names the test suite in the schema name, so a leftover schema says where it came from. */
  constructor(service: NatsUser, natsUrl: string, suite: string, timeoutMs?: number) {
    const schema = throwAwaySchemaName(`${suite}_${service}`);
    super({
      project: `services/${service}`,
      env: throwAwaySchemaEnv(service, natsUrl, schema),
      ready: new RegExp(`${service} ready`),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    this.schema = schema;
  }

  protected override async cleanUp(): Promise<void> {
    await dropSchema(this.schema);
  }
}

/** The real pricing service (`node services/pricing/dist/main.js`) on a throw-away schema. */
export class PricingProcess extends ServiceInThrowAwaySchema {
  constructor(natsUrl: string, suite: string) {
    super('pricing', natsUrl, suite);
  }
}

/** The real catalogue service on a throw-away schema. */
export class CatalogueProcess extends ServiceInThrowAwaySchema {
  constructor(natsUrl: string, suite: string) {
    // The first start seeds some hundred products.
    super('catalogue', natsUrl, suite, 60_000);
  }
}

/** The real content service on a throw-away schema, seeded with our articles at start. */
export class ContentProcess extends ServiceInThrowAwaySchema {
  constructor(natsUrl: string, suite: string) {
    super('content', natsUrl, suite);
  }
}

/**
 * The real cart service (`node services/cart/dist/main.js`), keeping its carts in Redis under a
 * key prefix of its own (`<suite>:cart:<random>:`), which `dispose` deletes.
 */
export class CartProcess extends ServiceProcess {
  readonly keyPrefix: string;

  constructor(
    natsUrl: string,
    suite: string,
    private readonly redisUrl = testRedisUrl,
  ) {
    const keyPrefix = throwAwayKeyPrefix(`${suite}:cart:`);
    super({
      project: 'services/cart',
      env: {
        NATS_URL: natsUrl,
        ...testNatsEnv('cart'),
        REDIS_URL: redisUrl,
        CART_KEY_PREFIX: keyPrefix,
      },
      ready: /cart ready/,
    });
    this.keyPrefix = keyPrefix;
  }

  /** The Redis keys the cart service has written so far. */
  storedKeys(): Promise<string[]> {
    return redisKeys(this.keyPrefix, this.redisUrl);
  }

  protected override async cleanUp(): Promise<void> {
    await deleteRedisKeys(this.keyPrefix, this.redisUrl);
  }
}

/** How {@link OrdersProcess} sends its mails. */
export interface OrdersMailOptions {
  /** The SMTP server (a TestMailServer's url); without it mails are .eml files in `mailDir`. */
  smtpUrl?: string;
  mailDir?: string;
}

/**
 * The real orders service on a throw-away schema, with a short outbox poll and retry so a test
 * sees mails within a second or two, sending to the given SMTP server.
 */
export class OrdersProcess extends ServiceInThrowAwaySchema {
  constructor(natsUrl: string, suite: string, mail: OrdersMailOptions = {}) {
    super('orders', natsUrl, suite);
    this.withEnv({
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      OUTBOX_RETRY_MAX_MS: '1000',
      ...(mail.smtpUrl ? { SMTP_URL: mail.smtpUrl } : {}),
      ...(mail.mailDir ? { MAIL_DIR: mail.mailDir } : {}),
    });
  }
}
