#!/usr/bin/env node
// Builds the shell and the four remotes for production and assembles them into dist/web, the
// directory the gateway (or nginx) serves:
//   dist/web/                      the shell (index.html, assets) + remotes.json + robots.txt
//   dist/web/remotes/<name>/       each remote's build (remoteEntry.js, chunks, css)
// remotes.json names each remote's entry; REMOTE_URL_<NAME> (e.g. REMOTE_URL_CALCULATOR) points a
// remote at another origin without rebuilding anything.
// An app whose dist is newer than its sources is not rebuilt (--force rebuilds all). Two builds
// run at a time: this machine class has two cores.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const force = process.argv.includes('--force');
const parallelBuilds = 2;

const apps = [
  { name: 'shell', dir: 'shell' },
  { name: 'calculator', dir: 'mf-calculator' },
  { name: 'configurator', dir: 'mf-configurator' },
  { name: 'shop', dir: 'mf-shop' },
  { name: 'admin', dir: 'mf-admin' },
];

/** Sources every front end is built from, besides its own folder (and this script). */
const sharedSources = [
  'packages/ui',
  'packages/web-build',
  'packages/contracts/src',
  'packages/shop-rules/src',
  'packages/locale-formats/src',
  // The calculator bundles the DXF reader from its sources (packages/web-build's alias).
  'packages/part-geometry/src',
  'tsconfig.web.json',
  'scripts/build-web.js',
];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

/** The build output whose date says when the app was last built. */
function builtMarker(app) {
  return path.join(root, app.dir, 'dist', 'index.html');
}

function isUpToDate(app) {
  const marker = builtMarker(app);
  if (!existsSync(marker)) return false;
  const sources = [app.dir, ...sharedSources, 'package-lock.json'].map((source) =>
    newestModification(path.join(root, source)),
  );
  return statSync(marker).mtimeMs > Math.max(...sources);
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(root, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        // webpack leaves a file whose content did not change untouched, so the marker would keep
        // its old date and the app would count as stale on every later run.
        const now = new Date();
        utimesSync(builtMarker(app), now, now);
        console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        reject(new Error(`building ${app.name} failed (exit ${code}):\n${output}`));
      }
    });
  });
}

async function buildAll(toBuild) {
  const queue = [...toBuild];
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      try {
        await build(app);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: parallelBuilds }, worker));
  return failures;
}

function remoteUrl(name) {
  return process.env[`REMOTE_URL_${name.toUpperCase()}`] || `/remotes/${name}/remoteEntry.js`;
}

function assemble() {
  const webRoot = path.join(root, 'dist', 'web');
  rmSync(webRoot, { recursive: true, force: true });
  mkdirSync(webRoot, { recursive: true });
  const manifest = {};
  for (const app of apps) {
    const source = path.join(root, app.dir, 'dist');
    if (app.name === 'shell') {
      cpSync(source, webRoot, { recursive: true });
      continue;
    }
    cpSync(source, path.join(webRoot, 'remotes', app.name), { recursive: true });
    manifest[app.name] = remoteUrl(app.name);
  }
  writeFileSync(path.join(webRoot, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
  console.log(`assembled ${path.relative(root, webRoot)}: ${JSON.stringify(manifest)}`);
}

const toBuild = apps.filter((app) => force || !isUpToDate(app));
for (const app of apps.filter((candidate) => !toBuild.includes(candidate))) {
  console.log(`${app.name} is up to date`);
}
const failures = await buildAll(toBuild);
if (failures.length > 0) {
  for (const failure of failures) console.error(failure.message);
  process.exit(1);
}
assemble();
