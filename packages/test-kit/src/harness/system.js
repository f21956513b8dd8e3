// `@shop/test-kit/system`: the whole shop as processes, for the browser suite and the benchmarks.
// Plain JavaScript run straight by `node`; it needs `npm run build` (the servers, and nest-kit for
// the NATS permissions).
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ensureDatabase } from './databases.js';
import { isNatsUser, startPrivateNats, testNatsEnv } from './nats.js';
import { freePort } from './ports.js';
import { repoRoot, startNodeProcess } from './processes.js';
import { deleteRedisKeys } from './redis-keys.js';

export * from './index.js';
export {
  isNatsUser,
  startPrivateNats,
  testNatsEnv,
  testNatsPassword,
  testNatsServerConfig,
  testNatsServerEnv,
  testNatsUser,
} from './nats.js';

export const pricingMain = `${repoRoot}services/pricing/dist/main.js`;
export const catalogueMain = `${repoRoot}services/catalogue/dist/main.js`;
export const cartMain = `${repoRoot}services/cart/dist/main.js`;
export const contentMain = `${repoRoot}services/content/dist/main.js`;
export const ordersMain = `${repoRoot}services/orders/dist/main.js`;
export const gatewayMain = `${repoRoot}gateway/dist/main.js`;
/** The rendering server, built with the shell (`npm run build:web`). */
export const renderMain = `${repoRoot}shell/dist-server/main.js`;
export const defaultWebRoot = `${repoRoot}dist/web`;

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
 * Starts the pricing, catalogue, cart, content and orders services and then the gateway (so the
 * gateway's first request finds a responder; the cart asks the others for prices), on a private
 * NATS server when `privateNatsPort` is given, where each signs in as its own NATS user. The
 * orders service sends its mails to `smtpUrl` (else it writes .eml files into MAIL_DIR) and tries
 * them again quickly, so a test sees them within seconds. The cart keeps its carts in Redis under
 * a key prefix of this start's own, so a run never sees another run's carts, and `stop` deletes
 * them. The caller owns the returned stop function.
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
  /**
   * In start order, the private NATS first when there is one.
   * @type {Array<Pick<import('./processes.js').RunningProcess, 'name' | 'child' | 'exited'>
   *   & { stop(): Promise<unknown> }>}
   */
  const running = [];
  /** @type {string | undefined} */
  let renderUrl;
  const stopAll = async () => {
    const stopped = running.splice(0).reverse();
    for (const proc of stopped) await proc.stop();
    if (stopped.length > 0) await deleteRedisKeysReporting(cartKeyPrefix);
  };
  try {
    /** @type {NodeJS.ProcessEnv} */
    // No fixed metrics port: another copy of the system may run beside this one. PORT is the
    // gateway's alone.
    const common = { ...process.env, DATABASE_URL: databaseUrl, METRICS_PORT: '0' };
    delete common.PORT;
    let signIn = false;
    if (privateNatsPort) {
      const nats = await startPrivateNats({ port: privateNatsPort });
      const server = nats.process();
      if (!server) throw new Error('the private NATS did not start');
      running.push({ ...server, stop: () => nats.dispose() });
      common.NATS_URL = nats.url;
      signIn = true;
    }
    /** @param {string} name @param {string} script @param {NodeJS.ProcessEnv} [env] */
    const start = async (name, script, env = {}) => {
      const credentials = signIn && isNatsUser(name) ? testNatsEnv(name) : {};
      const proc = await startNodeProcess({
        name,
        script,
        env: { ...common, ...credentials, ...env },
        output,
      });
      running.push(proc);
    };
    await start('pricing', pricingMain);
    // Its own schema `catalogue` (the service's default) in the same database.
    await start('catalogue', catalogueMain);
    await start('cart', cartMain, { CART_KEY_PREFIX: cartKeyPrefix });
    await start('content', contentMain);
    await start('orders', ordersMain, {
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      OUTBOX_POLL_MS: '500',
      OUTBOX_RETRY_BASE_MS: '500',
      OUTBOX_RETRY_MAX_MS: '2000',
    });
    if (render) {
      const renderPort = await freePort();
      await start('render', renderMain, {
        PORT: String(renderPort),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${port}`,
      });
      renderUrl = `http://127.0.0.1:${renderPort}`;
    }
    await start('gateway', gatewayMain, {
      ...(renderUrl ? { SSR_URL: renderUrl } : {}),
      PORT: String(port),
      WEB_ROOT: webRoot,
      PUBLIC_ORIGIN: publicOrigin,
      // Sessions and the login throttle of this run only: a wrong-password test of an earlier
      // run (or another copy of the system on this Redis) must not lock this run's logins.
      REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? `e2e-${port}-${randomUUID()}:`,
    });
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
 * Deletes the carts of a finished run; a Redis that is away is reported, not fatal.
 * @param {string} prefix
 */
async function deleteRedisKeysReporting(prefix) {
  try {
    await deleteRedisKeys(prefix);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`could not delete the Redis keys ${prefix}*: ${reason}`);
  }
}
