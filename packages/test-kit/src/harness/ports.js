// Ports on 127.0.0.1: one free to listen on, and whether something listens on one already.
import { execFileSync } from 'node:child_process';
import { connect, createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now on 127.0.0.1.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const server = createServer();
  server.unref();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * {@link freePort} for code that cannot wait (a configuration file evaluated synchronously): asks
 * a short-lived Node process for one.
 * @returns {number}
 */
export function freePortSync() {
  const script = `const { freePort } = await import(${JSON.stringify(import.meta.url)});
console.log(await freePort());`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script]);
  return Number(output.toString().trim());
}

/**
 * True when something accepts connections on `port` within `timeoutMs`.
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<boolean>}
 */
export function isPortOpen(port, { host = '127.0.0.1', timeoutMs = 1_000 } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    /** @param {boolean} open */
    const finish = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
