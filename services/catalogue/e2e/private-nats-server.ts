import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const natsServerBinary = [
  '/usr/sbin/nats-server',
  '/usr/bin/nats-server',
  '/usr/local/bin/nats-server',
].find((path) => existsSync(path));

export interface PrivateNats {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A NATS server of this test file's own, so no other catalogue replica on the machine (a developer's
 * `npm start`, another test file) answers in the `catalogue` queue group or hears our events.
 * Falls back to the shared NATS_URL where no nats-server binary exists.
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  if (!natsServerBinary) {
    const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    return { url, stop: async () => undefined };
  }
  const port = await freePort();
  const child = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test file that crashes must not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await untilReady(child);
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True where this file's services really run on a NATS nobody else uses. */
export const hasPrivateNats = natsServerBinary !== undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function untilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nats-server did not get ready:\n${output}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Server is ready/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited with ${code} before it was ready:\n${output}`));
    });
  });
}
