#!/usr/bin/env node
// Makes package-lock.json acceptable to `npm ci` on our machines.
//
// Why: the npm registry these machines reach serves only the Linux builds of native packages
// (@swc/core-darwin-arm64 and the like answer 404). `npm install` then leaves the other
// platforms' optional packages out of the lock file, and `npm ci` refuses such a lock file
// ("Missing: @swc/core-darwin-arm64@ from lock file"), although it would never install them
// here. This adds a placeholder entry (version, os/cpu/libc, optional) for each missing one;
// npm skips them on a non-matching platform and fetches them normally on one that matches.
//
// Usage: node scripts/lib/complete-lockfile.js [--check]   (after any `npm install`)
// --check only reports (exit 1 when entries are missing), for CI.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';

const lockPath = path.join(repoRoot, 'package-lock.json');
const operatingSystems = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64'];

/** The os/cpu/libc fields npm checks, read off a platform package's conventional name. */
function platformFields(packageName) {
  const parts = packageName.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const fields = {};
  const os = parts.find((part) => operatingSystems.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (os) fields.os = [os];
  if (cpu) fields.cpu = [cpu];
  if (os === 'linux') {
    if (parts.some((part) => part.startsWith('musl'))) fields.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) fields.libc = ['glibc'];
  }
  return fields;
}

/** Lock keys where Node would look for `dependency` when required from `key`. */
function lookupKeys(key, dependency) {
  const keys = [];
  let directory = key;
  for (;;) {
    keys.push(directory ? `${directory}/node_modules/${dependency}` : `node_modules/${dependency}`);
    if (!directory) return keys;
    const parent = directory.lastIndexOf('/node_modules/');
    directory = parent === -1 ? '' : directory.slice(0, parent);
  }
}

function missingOptionalEntries(packages) {
  const missing = new Map();
  for (const [key, entry] of Object.entries(packages)) {
    for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (lookupKeys(key, dependency).some((candidate) => packages[candidate])) continue;
      missing.set(`node_modules/${dependency}`, { version, optional: true });
    }
  }
  return missing;
}

const checkOnly = process.argv.includes('--check');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const missing = missingOptionalEntries(lock.packages);

if (missing.size === 0) {
  console.log('package-lock.json lists every optional platform package.');
} else if (checkOnly) {
  console.error(
    `package-lock.json lacks ${missing.size} optional platform packages, so \`npm ci\` fails; ` +
      'run `node scripts/lib/complete-lockfile.js` and commit the result.',
  );
  process.exitCode = 1;
} else {
  for (const [key, entry] of missing) {
    lock.packages[key] = { ...entry, ...platformFields(key.slice('node_modules/'.length)) };
  }
  // npm keeps the root entry first and sorts the rest by key.
  const [rootKey, ...keys] = Object.keys(lock.packages).sort((a, b) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  );
  lock.packages = Object.fromEntries([rootKey, ...keys].map((key) => [key, lock.packages[key]]));
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.size} optional platform packages to package-lock.json.`);
}
