// NATS for tests, the browser suite and the benchmarks: a private nats-server that always runs
// with the production users and subject permissions, and how a process signs in to it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsPasswordVariable, natsUsers, renderNatsServerConfig } from '@shop/nest-kit';
import { natsServerBinary } from './programs.js';
import { freePort } from './ports.js';
import { startProcess } from './processes.js';

/**
 * The user test code itself connects as (listening for events, load clients): it may publish and
 * subscribe everything. Only a private NATS knows it; the committed production configuration
 * does not.
 * @type {'test'}
 */
export const testNatsUser = 'test';

/** @typedef {import('@shop/nest-kit').NatsUser | typeof testNatsUser} TestNatsUser */

/** @type {import('@shop/nest-kit').NatsUserPermissions} */
const testUserPermissions = { publish: ['>'], subscribe: ['>'] };

/**
 * The password every private NATS gives `user` (tests only).
 * @param {TestNatsUser} user
 * @returns {string}
 */
export function testNatsPassword(user) {
  return `test-${user}-password`;
}

/**
 * A process's environment for signing in to a private NATS as `user`.
 * @param {TestNatsUser} user
 * @returns {{ NATS_USER: string, NATS_PASSWORD: string }}
 */
export function testNatsEnv(user) {
  return { NATS_USER: user, NATS_PASSWORD: testNatsPassword(user) };
}

/**
 * True when `name` is one of our NATS users (a service or the gateway).
 * @param {string} name
 * @returns {name is import('@shop/nest-kit').NatsUser}
 */
export function isNatsUser(name) {
  return /** @type {readonly string[]} */ (natsUsers).includes(name);
}

/**
 * The configuration a private NATS runs with: ours (as generated for production) plus the test user.
 * @returns {string}
 */
export function testNatsServerConfig() {
  return renderNatsServerConfig({ extraUsers: { [testNatsUser]: testUserPermissions } });
}

/**
 * nats-server's environment: the test password of every user in {@link testNatsServerConfig}.
 * @returns {Record<string, string>}
 */
export function testNatsServerEnv() {
  return Object.fromEntries(
    [...natsUsers, testNatsUser].map((user) => [
      natsPasswordVariable(user),
      testNatsPassword(user),
    ]),
  );
}

/**
 * A NATS server of one caller's own.
 * @typedef {object} PrivateNats
 * @property {string} url
 * @property {() => Promise<void>} stop
 * @property {() => Promise<void>} start starts it again on the same port (after `stop`), with the
 *   JetStream data it had
 * @property {() => Promise<void>} dispose stops it and deletes its JetStream directory
 * @property {() => import('./processes.js').RunningProcess | undefined} process the nats-server
 *   process while it runs
 */

/**
 * Starts a NATS server of the caller's own (on `port`, else a free one), so no other replica on
 * the machine (a developer's `npm start`, another test file, another checkout) answers in a
 * service's queue group, hears our events, or answers while a test has stopped "the" service.
 * Needs Debian's nats-server (one of the programs `npm test` checks for).
 *
 * It runs with our users and subject permissions (the production configuration generated from
 * nest-kit's nats-permissions.ts, with test passwords) plus a test user that may do everything,
 * so every server of ours signs in as its own NATS user (see {@link testNatsEnv}): one that
 * subscribes to or sends what it may not fails as it would in production.
 * @param {{ port?: number }} [options]
 * @returns {Promise<PrivateNats>}
 */
export async function startPrivateNats(options = {}) {
  const binary = natsServerBinary();
  if (!binary) {
    throw new Error('nats-server is not installed (apt-get install -y nats-server)');
  }
  const port = options.port ?? (await freePort());
  // JetStream on, in a directory of this server's own (the laser upload's object store needs it).
  const storeDir = mkdtempSync(join(tmpdir(), 'private-nats-'));
  const configFile = join(storeDir, 'nats-server.conf');
  writeFileSync(configFile, testNatsServerConfig());
  /** @type {import('./processes.js').RunningProcess | undefined} */
  let server;
  /** @type {PrivateNats} */
  const nats = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      server = await startProcess(
        binary,
        ['-c', configFile, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
        {
          name: 'nats-server',
          env: testNatsServerEnv(),
          ready: /Server is ready/,
          timeoutMs: 10_000,
          keepOutputChars: 64_000,
        },
      );
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async dispose() {
      await nats.stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
    process: () => server,
  };
  try {
    await nats.start();
  } catch (error) {
    rmSync(storeDir, { recursive: true, force: true });
    throw error;
  }
  return nats;
}
