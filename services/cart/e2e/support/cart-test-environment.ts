import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { Redis } from 'ioredis';
import pg from 'pg';
import { firstValueFrom, timeout } from 'rxjs';
import {
  buildServers,
  freePort,
  repoRoot,
  startProcess,
  type RunningProcess,
} from './processes.js';

/** The integration project's global setup creates this database and exports its URL. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_test';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const natsServerBinary = [
  '/usr/sbin/nats-server',
  '/usr/bin/nats-server',
  '/usr/local/bin/nats-server',
].find((path) => existsSync(path));

export interface NatsServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A NATS server of this test file's own, so no other cart, pricing, catalogue or design-quote
 * responder on the machine answers while the tests run. Falls back to the shared NATS_URL where
 * no nats-server binary exists.
 */
export async function startNats(): Promise<NatsServer> {
  if (!natsServerBinary) {
    return { url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', stop: async () => undefined };
  }
  const port = await freePort();
  const server = await startProcess(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port)], {
    ready: /Server is ready/,
  });
  return { url: `nats://127.0.0.1:${port}`, stop: async () => void (await server.stop()) };
}

/** The real pricing service (`node services/pricing/dist/main.js`) on a throw-away schema. */
export class PricingProcess {
  private running?: RunningProcess;
  readonly schema = `cart_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

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

  /** Stops it and drops its throw-away schema. */
  async dispose(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${this.schema}" CASCADE`);
    } finally {
      await client.end();
    }
  }
}

/** The real cart service (`node services/cart/dist/main.js`) with a key prefix of its own. */
export class CartProcess {
  private running?: RunningProcess;
  readonly keyPrefix = `bleche:cart-e2e:${randomUUID().slice(0, 8)}:`;

  constructor(
    private readonly natsUrl: string,
    private readonly redis = redisUrl,
  ) {}

  async start(): Promise<void> {
    await buildServers();
    this.running = await startProcess(process.execPath, [`${repoRoot}services/cart/dist/main.js`], {
      env: {
        NATS_URL: this.natsUrl,
        REDIS_URL: this.redis,
        CART_KEY_PREFIX: this.keyPrefix,
        LOG_LEVEL: 'info',
      },
      ready: /cart ready/,
    });
  }

  output(): string {
    return this.running?.output() ?? '';
  }

  /** SIGTERM, as an operator or Kubernetes stops it; resolves with how it ended. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined> {
    const end = await this.running?.stop();
    this.running = undefined;
    return end;
  }

  /** Stops it and deletes every key under its prefix. */
  async dispose(redis: Redis): Promise<void> {
    await this.stop();
    const keys = await redis.keys(`${this.keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
  }
}

export function connectRedis(): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: 1 });
}

/** A NATS client as the gateway has one. */
export async function connectNatsClient(url: string): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(url, 'cart-e2e-client'),
  });
  await client.connect();
  return client;
}

/** Sends a request and resolves with the reply. */
export function request<T>(client: ClientProxy, subject: string, payload: unknown): Promise<T> {
  return firstValueFrom(client.send<T>(subject, payload).pipe(timeout(5_000)));
}

/** Sends a request that must fail and resolves with the error body it carried. */
export async function requestError(
  client: ClientProxy,
  subject: string,
  payload: unknown,
): Promise<ErrorBody> {
  let reply: unknown;
  try {
    reply = await request<unknown>(client, subject, payload);
  } catch (error) {
    return error as ErrorBody;
  }
  // Outside the try, so a success fails the test instead of passing as an "error body".
  throw new Error(`expected an error reply, got ${JSON.stringify(reply)}`);
}
