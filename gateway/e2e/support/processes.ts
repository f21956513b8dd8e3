import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const children = new Set<ChildProcess>();
// A test file that crashes must not leave servers behind.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A started child process: its output so far, and how to stop it. */
export interface RunningProcess {
  readonly child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with how it ended. */
  stop(graceMs?: number): Promise<ProcessEnd>;
}

/** Starts `command` and resolves once a line of its output matches `ready`. */
export async function startProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number },
): Promise<RunningProcess> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<ProcessEnd>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  void exited.then(() => children.delete(child));

  const running: RunningProcess = {
    child,
    output: () => output,
    async stop(graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const end = await exited;
      clearTimeout(timer);
      return end;
    },
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void running.stop(0);
      reject(new Error(`${command} did not get ready:\n${output}`));
    }, options.timeoutMs ?? 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`));
    });
  });
  return running;
}

const run = promisify(execFile);

const serverProjects = [
  'services/pricing',
  'services/catalogue',
  'services/cart',
  'services/content',
  'gateway',
];

/**
 * Builds the gateway and the services as `npm start` does (`tsc -b`, incremental), so the tests
 * run the real `dist/main.js` of each. Test files run in parallel workers, so the build is
 * serialised with a lock file.
 */
export async function buildServers(): Promise<void> {
  const tsc = `${repoRoot}node_modules/typescript/bin/tsc`;
  await run(
    'flock',
    ['/tmp/bleche-server-build.lock', process.execPath, tsc, '-b', ...serverProjects],
    { cwd: repoRoot },
  );
  for (const main of serverProjects.map((project) => `${project}/dist/main.js`)) {
    if (!existsSync(`${repoRoot}${main}`)) throw new Error(`${main} was not built`);
  }
}
