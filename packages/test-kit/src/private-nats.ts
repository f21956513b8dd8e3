import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testNatsServerConfig, testNatsServerEnv } from './nats-users.js';
import { freePort, type RunningProcess, startProcess } from './processes.js';

const natsServerBinary = [
  '/usr/sbin/nats-server',
  '/usr/bin/nats-server',
  '/usr/local/bin/nats-server',
].find((path) => existsSync(path));

/** True where a test file's services really run on a NATS nobody else uses, which it may stop. */
export const hasPrivateNats = natsServerBinary !== undefined;

/** A NATS server of one test file. */
export interface PrivateNats {
  readonly url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (after `stop`), with the JetStream data it had. */
  start(): Promise<void>;
  /** Stops it and deletes its JetStream directory. */
  dispose(): Promise<void>;
}

/**
 * Starts a NATS server of this test file's own, so no other replica on the machine (a developer's
 * `npm start`, another test file) answers in a service's queue group, hears our events, or answers
 * while a test has stopped "the" service. Falls back to the shared NATS_URL where no nats-server
 * binary exists (see {@link hasPrivateNats}); `stop` and `start` then do nothing.
 *
 * It runs with our users and subject permissions (the production configuration generated from
 * nest-kit's nats-permissions.ts, test passwords, see nats-users.ts) plus a test user that may do
 * everything, so every integration test runs each service as its own NATS user: a service
 * subscribing to or sending what it may not fails the tests as it would fail in production.
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  const binary = natsServerBinary;
  if (!binary) {
    const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    return {
      url,
      stop: async () => undefined,
      start: async () => undefined,
      dispose: async () => undefined,
    };
  }
  const port = await freePort();
  // JetStream on, in a directory of this server's own (the laser upload's object store needs it).
  const storeDir = mkdtempSync(join(tmpdir(), 'private-nats-'));
  const configFile = join(storeDir, 'nats-server.conf');
  writeFileSync(configFile, testNatsServerConfig());
  let server: RunningProcess | undefined;
  const nats: PrivateNats = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      server = await startProcess(
        binary,
        ['-c', configFile, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
        {
          env: testNatsServerEnv(),
          ready: /Server is ready/,
          timeoutMs: 10_000,
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
  };
  await nats.start();
  return nats;
}
