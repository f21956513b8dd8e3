// The one process starter of the repository: the test suites, the browser suite, the benchmarks
// and `npm start` run their servers through it. Plain JavaScript, so it runs straight after
// `npm ci`, before anything is built.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The monorepo's root folder, with a trailing slash (the same from `src` and from `dist`). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
// A test file or script that crashes must not leave servers behind.
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * How a child process ended.
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ProcessEnd
 */

/**
 * A started child process: its output so far, and how to stop it.
 * @typedef {object} RunningProcess
 * @property {string} name what error messages call it
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output its output so far (stdout and stderr together)
 * @property {Promise<void>} ready resolves once its output matched `ready`; rejects when it exits
 *   first or is not ready in time (it is then killed)
 * @property {Promise<ProcessEnd>} exited resolves when it has ended
 * @property {(graceMs?: number) => Promise<ProcessEnd>} stop SIGTERM, then SIGKILL if it has not
 *   exited within `graceMs`; resolves with how it ended
 */

/**
 * Options of {@link startProcess}.
 * @typedef {object} StartProcessOptions
 * @property {NodeJS.ProcessEnv} [env] added to `baseEnv`
 * @property {NodeJS.ProcessEnv} [baseEnv] the environment it starts from; this process's own
 *   unless given
 * @property {string} [cwd] its working directory; the repository root unless given
 * @property {RegExp} ready output (stdout and stderr together) that means it is ready
 * @property {number} [timeoutMs] how long to wait for `ready` before killing it; 20 s unless
 *   given, `Infinity` waits as long as it runs
 * @property {number} [graceMs] how long `stop` waits after SIGTERM before SIGKILL; 5 s unless given
 * @property {string} [name] what error messages call it; the command unless given
 * @property {boolean} [echo] copies its output to this process's stdout and stderr
 * @property {(line: string, stream: 'stdout' | 'stderr') => void} [onLine] called with every line
 *   it writes (without the line break)
 * @property {number} [keepOutputChars] how much of its latest output `output()` keeps; all of it
 *   unless given (a long-running server's logs would otherwise pile up in memory)
 */

/**
 * Starts `command` and returns at once; its `ready` says when its output matched `options.ready`.
 * Killed when this process exits.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {StartProcessOptions} options
 * @returns {RunningProcess}
 */
export function spawnProcess(command, args, options) {
  const name = options.name ?? command;
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...(options.baseEnv ?? process.env), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  /** @type {Promise<ProcessEnd>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  void exited.then(() => children.delete(child));

  /** @param {number} [graceMs] @returns {Promise<ProcessEnd>} */
  const stop = async (graceMs = options.graceMs ?? 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const end = await exited;
    clearTimeout(timer);
    return end;
  };

  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    let isReady = false;
    const timeoutMs = options.timeoutMs ?? 20_000;
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          void stop(0);
          reject(new Error(`${name} was not ready after ${timeoutMs} ms:\n${output}`));
        }, timeoutMs)
      : undefined;
    /** @param {Buffer} chunk @param {NodeJS.WriteStream} sink */
    const onData = (chunk, sink) => {
      const text = chunk.toString();
      if (options.echo) sink.write(text);
      output += text;
      if (!isReady && options.ready.test(output)) {
        isReady = true;
        clearTimeout(timer);
        resolve();
      }
      if (options.keepOutputChars !== undefined && output.length > options.keepOutputChars) {
        output = output.slice(-options.keepOutputChars);
      }
    };
    child.stdout.on('data', (chunk) => onData(chunk, process.stdout));
    child.stderr.on('data', (chunk) => onData(chunk, process.stderr));
    void exited.then(({ code, signal }) => {
      if (isReady) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${signal ?? code} before it was ready:\n${output}`));
    });
  });
  // Whoever awaits `ready` sees the failure; nobody awaiting it must not crash this process.
  ready.catch(() => undefined);

  const { onLine } = options;
  if (onLine) {
    for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
      readline
        .createInterface({ input: child[stream], crlfDelay: Infinity })
        .on('line', (line) => onLine(line, stream));
    }
  }
  return { name, child, output: () => output, ready, exited, stop };
}

/**
 * Starts `command` (in the repository root unless `cwd` says otherwise) and resolves once its
 * output matches `ready`; rejects with the output so far if it exits first or is not ready in
 * time. Killed when this process exits.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {StartProcessOptions} options
 * @returns {Promise<RunningProcess>}
 */
export async function startProcess(command, args, options) {
  const running = spawnProcess(command, args, options);
  await running.ready;
  return running;
}

/**
 * Starts `node <script>` with exactly `env` and resolves once it logs "<name> ready" (the
 * readiness line every server of ours logs). `output: 'inherit'` copies its output here.
 * @param {{ name: string, script: string, env: NodeJS.ProcessEnv, timeoutMs?: number,
 *   output?: 'inherit' | 'quiet' }} options
 * @returns {Promise<RunningProcess>}
 */
export function startNodeProcess({ name, script, env, timeoutMs = 60_000, output = 'inherit' }) {
  return startProcess(process.execPath, [script], {
    name,
    baseEnv: env,
    ready: new RegExp(`\\b${name} ready\\b`),
    timeoutMs,
    graceMs: 10_000,
    echo: output === 'inherit',
    keepOutputChars: 64_000,
  });
}
