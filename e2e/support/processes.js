// Starting and stopping the real back-end processes for browser tests and benchmarks.
// Plain ESM JavaScript so it runs under `node` without a build (Playwright's webServer command).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from '../../scripts/lib/database.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const pricingMain = `${repoRoot}services/pricing/dist/main.js`;
export const catalogueMain = `${repoRoot}services/catalogue/dist/main.js`;
export const cartMain = `${repoRoot}services/cart/dist/main.js`;
export const contentMain = `${repoRoot}services/content/dist/main.js`;
export const ordersMain = `${repoRoot}services/orders/dist/main.js`;
export const gatewayMain = `${repoRoot}gateway/dist/main.js`;
/** The rendering server, built with the shell (`npm run build:web`). */
export const renderMain = `${repoRoot}shell/dist-server/main.js`;
export const defaultWebRoot = `${repoRoot}dist/web`;

/** @returns {Promise<number>} a TCP port that was free a moment ago on 127.0.0.1 */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {string[]} files */
export function assertBuilt(files) {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Not built yet: ${missing.join(', ')}. Run \`npm run build\` (or \`npm test\`) first.`,
    );
  }
}

/**
 * @typedef {object} RunningProcess
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code when the process ends
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after a grace period
 */

/**
 * Starts `node <script>` and resolves once it prints "<name> ready" (the readiness line every
 * process of ours logs). Rejects when it exits first or does not get ready in time.
 * @param {{ name: string, script: string, env: NodeJS.ProcessEnv, timeoutMs?: number,
 *   output?: 'inherit' | 'quiet' }} options
 * @returns {Promise<RunningProcess>}
 */
export function startNodeProcess({ name, script, env, timeoutMs = 60_000, output = 'inherit' }) {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killTimer);
  };
  let recentOutput = '';
  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`${name} was not ready after ${timeoutMs} ms. Last output:\n${recentOutput}`),
      );
    }, timeoutMs);
    /** @param {Buffer} chunk @param {NodeJS.WriteStream} sink */
    const onOutput = (chunk, sink) => {
      const text = chunk.toString();
      recentOutput = (recentOutput + text).slice(-4000);
      if (output === 'inherit') sink.write(text);
      if (!ready && recentOutput.includes(`${name} ready`)) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, exited, stop });
      }
    };
    child.stdout.on('data', (chunk) => onOutput(chunk, process.stdout));
    child.stderr.on('data', (chunk) => onOutput(chunk, process.stderr));
    void exited.then((code) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready:\n${recentOutput}`));
    });
  });
}

/** Where Debian's nats-server lives, if it is installed (it is wherever NATS runs locally). */
export function natsServerBinary() {
  return ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(
    (candidate) => existsSync(candidate),
  );
}

/** @param {number} port @param {number} timeoutMs */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

/**
 * A NATS server (with JetStream) of our own on `port`. Every pricing instance on the shared NATS
 * joins the same queue group, so on a machine where other copies of the system run (other
 * checkouts, a paused instance) requests would be spread over them too; a private server keeps
 * the tests and the benchmark to the processes they started.
 * @param {number} port
 * @returns {Promise<RunningProcess & { url: string }>}
 */
export async function startPrivateNats(port) {
  const binary = natsServerBinary();
  if (!binary) throw new Error('nats-server is not installed; cannot start a private NATS');
  const storeDir = await mkdtemp(join(tmpdir(), 'bleche-nats-'));
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killTimer);
    }
    await rm(storeDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(port, 10_000),
      exited.then((code) => {
        throw new Error(`nats-server exited with code ${code} at start`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `nats://127.0.0.1:${port}`, child, exited, stop };
}

/**
 * Starts the pricing, catalogue, cart, content and orders services and then the gateway (so the
 * gateway's first request finds a responder; the cart asks the others for prices), on a private
 * NATS server when `privateNatsPort` is given. The orders service sends its mails to `smtpUrl`
 * (else it writes .eml files into MAIL_DIR) and tries them again quickly, so a test sees them
 * within seconds. The cart keeps its carts
 * in Redis under a key prefix of this start's own, so a run never sees another run's carts, and
 * `stop` deletes them. The caller owns the returned stop function.
 * The rendering server renders the pages the gateway forwards to it, unless `render` is false
 * (pages then render in the browser, as with a renderer that is down).
 * @param {{ port: number, databaseUrl: string, webRoot?: string, publicOrigin?: string,
 *   output?: 'inherit' | 'quiet', privateNatsPort?: number, smtpUrl?: string,
 *   render?: boolean }} options
 */
export async function startSystem({
  port,
  databaseUrl,
  webRoot = defaultWebRoot,
  publicOrigin = `http://127.0.0.1:${port}`,
  output = 'inherit',
  privateNatsPort,
  smtpUrl,
  render = true,
}) {
  const cartKeyPrefix = `bleche-system-${process.pid}-${Date.now()}:`;
  assertBuilt([
    pricingMain,
    catalogueMain,
    cartMain,
    contentMain,
    ordersMain,
    gatewayMain,
    `${webRoot}/index.html`,
    `${webRoot}/remotes.json`,
    ...(render ? [renderMain] : []),
  ]);
  await ensureDatabase(databaseUrl);
  /** @type {RunningProcess[]} */
  const running = [];
  /** @type {string | undefined} */
  let renderUrl;
  const stopAll = async () => {
    const stopped = running.splice(0).reverse();
    for (const proc of stopped) await proc.stop();
    if (stopped.length > 0) await deleteRedisKeys(cartKeyPrefix);
  };
  try {
    /** @type {NodeJS.ProcessEnv} */
    // No fixed metrics port: another copy of the system may run beside this one.
    const common = { ...process.env, DATABASE_URL: databaseUrl, METRICS_PORT: '0' };
    if (privateNatsPort) {
      const nats = await startPrivateNats(privateNatsPort);
      running.push(nats);
      common.NATS_URL = nats.url;
    }
    const pricingEnv = { ...common };
    delete pricingEnv.PORT;
    running.push(
      await startNodeProcess({ name: 'pricing', script: pricingMain, env: pricingEnv, output }),
    );
    // Its own schema `catalogue` (the service's default) in the same database.
    running.push(
      await startNodeProcess({
        name: 'catalogue',
        script: catalogueMain,
        env: pricingEnv,
        output,
      }),
    );
    running.push(
      await startNodeProcess({
        name: 'cart',
        script: cartMain,
        env: { ...pricingEnv, CART_KEY_PREFIX: cartKeyPrefix },
        output,
      }),
    );
    running.push(
      await startNodeProcess({ name: 'content', script: contentMain, env: pricingEnv, output }),
    );
    running.push(
      await startNodeProcess({
        name: 'orders',
        script: ordersMain,
        env: {
          ...pricingEnv,
          ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
          OUTBOX_POLL_MS: '500',
          OUTBOX_RETRY_BASE_MS: '500',
          OUTBOX_RETRY_MAX_MS: '2000',
        },
        output,
      }),
    );
    if (render) {
      const renderPort = await findFreePort();
      running.push(
        await startNodeProcess({
          name: 'render',
          script: renderMain,
          env: {
            ...pricingEnv,
            PORT: String(renderPort),
            HOST: '127.0.0.1',
            API_URL: `http://127.0.0.1:${port}`,
          },
          output,
        }),
      );
      renderUrl = `http://127.0.0.1:${renderPort}`;
    }
    running.push(
      await startNodeProcess({
        name: 'gateway',
        script: gatewayMain,
        env: {
          ...common,
          ...(renderUrl ? { SSR_URL: renderUrl } : {}),
          PORT: String(port),
          WEB_ROOT: webRoot,
          PUBLIC_ORIGIN: publicOrigin,
          // Sessions and the login throttle of this run only: a wrong-password test of an earlier
          // run (or another copy of the system on this Redis) must not lock this run's logins.
          REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? `e2e-${port}-${randomUUID()}:`,
        },
        output,
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** The rendering server itself (the benchmark loads it directly), when it runs. */
    renderUrl,
    processes: running,
    stop: stopAll,
  };
}

/**
 * Deletes every Redis key under `prefix` (the carts of a finished run); a Redis that is away is
 * reported, not fatal.
 * @param {string} prefix
 */
async function deleteRedisKeys(prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`could not delete the Redis keys ${prefix}*: ${reason}`);
  } finally {
    redis.disconnect();
  }
}
