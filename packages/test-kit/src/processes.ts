import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The monorepo's root folder, with a trailing slash (the same from `src` and from `dist`). */
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
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** How a child process ended. */
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

/** Options of {@link startProcess}. */
export interface StartProcessOptions {
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Its working directory; the repository root unless given. */
  cwd?: string;
  /** Output (stdout and stderr together) that means the process is ready. */
  ready: RegExp;
  /** How long to wait for `ready` before killing it; 20 s unless given. */
  timeoutMs?: number;
}

/**
 * Starts `command` (in the repository root unless `cwd` says otherwise) and resolves once its output matches `ready`; rejects
 * with the output so far if it exits first or is not ready in time. Killed when the test file's
 * process exits.
 */
export async function startProcess(
  command: string,
  args: string[],
  options: StartProcessOptions,
): Promise<RunningProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
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

/**
 * Builds the given projects (folders relative to the repository root) as `npm start` does
 * (`tsc -b`, incremental), so the tests run the real `dist/main.js` of each. Test files may run in
 * parallel workers, so the build is serialised with a lock file.
 */
export async function buildServers(projects: readonly string[]): Promise<void> {
  const tsc = `${repoRoot}node_modules/typescript/bin/tsc`;
  try {
    await run(
      'flock',
      ['/tmp/bleche-server-build.lock', process.execPath, tsc, '-b', ...projects],
      {
        cwd: repoRoot,
      },
    );
  } catch (error) {
    // tsc reports compile errors on stdout, which the bare "Command failed" would hide.
    const { stdout = '' } = error as { stdout?: string };
    throw new Error(`building ${projects.join(', ')} failed:\n${stdout}`, { cause: error });
  }
  for (const main of projects.map((project) => `${project}/dist/main.js`)) {
    if (!existsSync(`${repoRoot}${main}`)) throw new Error(`${main} was not built`);
  }
}
