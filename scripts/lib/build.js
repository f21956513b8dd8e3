// Builds the server processes and the front ends. Both are incremental (tsc -b, and
// build-web.js rebuilds only the apps whose sources changed), so a second `npm start` starts in
// seconds.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';
import { run } from './processes.js';

const tscBin = path.join(repoRoot, 'node_modules', '.bin', 'tsc');

/** The TypeScript projects of the server processes (each builds the packages it references). */
export const serverProjects = [
  'services/pricing',
  'services/cart',
  'services/catalogue',
  'services/content',
  'services/orders',
  'gateway',
];

/** `tsc -b` is incremental: it re-emits only projects whose inputs changed. */
export function buildServer() {
  return run(tscBin, ['-b', ...serverProjects]);
}

export function buildWeb() {
  return run(process.execPath, [path.join(repoRoot, 'scripts', 'build-web.js')]);
}

/** True once `npm ci` has run (the scripts need the workspace tools it installs). */
export function dependenciesInstalled() {
  return fs.existsSync(tscBin) && fs.existsSync(path.join(repoRoot, 'node_modules', 'pg'));
}
