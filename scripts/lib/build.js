// Builds the server processes and the front ends, the latter only when sources changed since
// the last build, so a second `npm start` starts in seconds.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';
import { run } from './processes.js';

/** Folders (and files) whose contents end up in dist/web. */
const webSources = [
  'shell',
  'mf-calculator',
  'mf-configurator',
  'mf-shop',
  'mf-admin',
  'packages/ui',
  'packages/contracts/src',
  'packages/web-build',
  'scripts/build-web.js',
  'tsconfig.web.json',
  'package-lock.json',
];

const remoteNames = ['calculator', 'configurator', 'shop', 'admin'];

/** Files every complete web build has; the oldest of them dates the build. */
const webOutputs = [
  'dist/web/index.html',
  'dist/web/remotes.json',
  ...remoteNames.map((name) => `dist/web/remotes/${name}/remoteEntry.js`),
];

const tscBin = path.join(repoRoot, 'node_modules', '.bin', 'tsc');

/** `tsc -b` is incremental: it re-emits only projects whose inputs changed. */
export function buildServer() {
  return run(tscBin, ['-b', 'services/pricing', 'gateway']);
}

export function buildWeb() {
  return run(process.execPath, [path.join(repoRoot, 'scripts', 'build-web.js')]);
}

/**
 * Why dist/web needs a (re)build, or null when it is newer than every front-end source.
 * @returns {string | null}
 */
export function webBuildReason() {
  let builtAt = Infinity;
  for (const output of webOutputs) {
    const stat = statOrNull(path.join(repoRoot, output));
    if (!stat) return `${output} is missing`;
    builtAt = Math.min(builtAt, stat.mtimeMs);
  }
  for (const source of webSources) {
    const changed = newerFile(path.join(repoRoot, source), builtAt);
    if (changed) return `${path.relative(repoRoot, changed)} changed since the last build`;
  }
  return null;
}

/** The first file under `entry` modified after `time`, skipping installs and build output. */
function newerFile(entry, time) {
  const stat = statOrNull(entry);
  if (!stat) return null;
  if (!stat.isDirectory()) return stat.mtimeMs > time ? entry : null;
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || child.name === 'dist' || child.name.startsWith('.')) {
      continue;
    }
    const found = newerFile(path.join(entry, child.name), time);
    if (found) return found;
  }
  return null;
}

function statOrNull(file) {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** True once `npm ci` has run (the scripts need the workspace tools it installs). */
export function dependenciesInstalled() {
  return fs.existsSync(tscBin) && fs.existsSync(path.join(repoRoot, 'node_modules', 'pg'));
}
