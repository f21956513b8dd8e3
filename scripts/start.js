#!/usr/bin/env node
// `npm start`: the whole shop on one port in local mode. Checks PostgreSQL, Redis and NATS,
// creates the database, builds what is missing or stale, then runs the pricing, catalogue, cart,
// content and orders services and the gateway (which also serves the built front ends) with their
// logs interleaved under a prefix. Without SMTP_URL the orders service writes its mails as .eml
// files into <repo>/.mail.
// `npm run dev` (`--dev`): the same checks, then the services restart on every rebuild
// (`tsc -b -w` + `node --watch`) and webpack dev servers serve the shell (port 4100) and remotes.
import './lib/node-runtime.js';
import path from 'node:path';
import { repoRoot, setting } from './lib/config.js';
import { checkInfrastructure, describeProblems, redact } from './lib/infrastructure.js';
import { buildServer, buildWeb, dependenciesInstalled, serverProjects } from './lib/build.js';
import { formatDuration, prefixFor } from './lib/processes.js';

const devMode = process.argv.includes('--dev');
const webpackCli = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const typescriptCli = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** A Node service: in dev mode it restarts whenever `tsc -b -w` rewrites its output. */
function service(name, main) {
  const args = devMode ? ['--watch', main] : [main];
  return { name, args, cwd: repoRoot, ready: new RegExp(`\\b${name} ready\\b`) };
}

/** A front end's webpack dev server (ports in packages/web-build). */
function devServer(name, dir) {
  const args = [webpackCli, 'serve', '--mode', 'development'];
  return { name, args, cwd: path.join(repoRoot, dir), ready: /compiled/ };
}

const port = setting('PORT');

/** The rendering server's port: RENDER_PORT, else the port after the gateway's. */
function renderPort() {
  return Number(process.env.RENDER_PORT || Number(port) + 1);
}

/** The processes to run, in start order; each is ready once a line matches its `ready`. */
const apps = [
  service('pricing', 'services/pricing/dist/main.js'),
  // Its own schema `catalogue` in DATABASE_URL's database; seeds the catalogue on first start.
  service('catalogue', 'services/catalogue/dist/main.js'),
  service('cart', 'services/cart/dist/main.js'),
  service('content', 'services/content/dist/main.js'),
  service('orders', 'services/orders/dist/main.js'),
  service('gateway', 'gateway/dist/main.js'),
  // Renders the pages the gateway forwards to it (SSR_URL); built with the front ends.
  ...(devMode
    ? []
    : [{ ...service('render', 'shell/dist-server/main.js'), env: { PORT: String(renderPort()) } }]),
  ...(devMode
    ? [
        {
          name: 'tsc',
          args: [typescriptCli, '-b', '-w', '--preserveWatchOutput', ...serverProjects],
          cwd: repoRoot,
          ready: /Watching for file changes/,
        },
        devServer('shell', 'shell'),
        devServer('calculator', 'mf-calculator'),
        devServer('configurator', 'mf-configurator'),
        devServer('shop', 'mf-shop'),
        devServer('admin', 'mf-admin'),
      ]
    : []),
];

const readyWarningMs = 30_000;
const readyTimeoutMs = 180_000;
const shutdownGraceMs = 10_000;

const startedAt = Date.now();

function say(message) {
  console.log(`[start] ${message}`);
}

function fail(message) {
  console.error(`\n[start] ${message}\n`);
  process.exit(1);
}

async function main() {
  if (!dependenciesInstalled()) {
    fail(`Dependencies are not installed. Run this first in ${repoRoot}:\n\n  npm ci`);
  }
  // The test kit's plain-JavaScript harness (no build needed), loaded only once `npm ci` has run.
  const { ensureDatabase, isPortOpen, spawnProcess } = await import('@shop/test-kit/harness');

  const [infrastructureResults, portTaken] = await Promise.all([
    checkInfrastructure(),
    isPortOpen(Number(port)),
  ]);
  const problems = describeProblems(infrastructureResults);
  if (problems) fail(problems);
  say('PostgreSQL, Redis and NATS are reachable');
  if (portTaken) {
    fail(
      `Port ${port} is already in use (is the shop already running?). ` +
        'Stop that process or choose another port, e.g. PORT=3001 npm start',
    );
  }

  const databaseUrl = setting('DATABASE_URL');
  try {
    if (await ensureDatabase(databaseUrl)) say(`created database ${redact(databaseUrl)}`);
  } catch (error) {
    fail(`Could not create the database of DATABASE_URL=${redact(databaseUrl)}: ${error.message}`);
  }

  say(`building the server processes (tsc -b ${serverProjects.join(' ')})`);
  if ((await buildServer()).code !== 0) fail('The server build failed (see the errors above).');

  if (!devMode) {
    // build-web.js decides per app what is stale; unchanged apps are only copied into dist/web.
    say('building the front ends into dist/web (only what changed)');
    if ((await buildWeb()).code !== 0) fail('The front-end build failed (see the errors above).');
  }

  runApps(spawnProcess);
}

const metricsBasePort = Number(process.env.METRICS_PORT || 9464);

/** @param {typeof import('@shop/test-kit/harness').spawnProcess} spawnProcess */
function runApps(spawnProcess) {
  const env = {
    ...process.env,
    PORT: port,
    // The gateway's default is the same folder; naming it makes the start independent of cwd.
    WEB_ROOT: process.env.WEB_ROOT || path.join(repoRoot, 'dist', 'web'),
    // The dev servers proxy /api to the gateway.
    API_URL: process.env.API_URL || `http://127.0.0.1:${port}`,
    ...(devMode ? {} : { SSR_URL: `http://127.0.0.1:${renderPort()}` }),
  };
  const width = Math.max(...apps.map((app) => app.name.length));
  const children = apps.map((app, index) => {
    const prefix = prefixFor(app.name, index, width);
    // Nest's logger already starts its lines with "[name] "; ours replaces it, aligned.
    const ownPrefix = `[${app.name}] `;
    const running = spawnProcess(process.execPath, app.args, {
      name: app.name,
      cwd: app.cwd,
      // One metrics port per process (9464, 9465, ...), as each would have its own pod.
      env: { ...env, METRICS_PORT: String(metricsBasePort + index), ...app.env },
      ready: app.ready,
      // The overall limit below stops them all, gracefully.
      timeoutMs: Infinity,
      keepOutputChars: 4_000,
      onLine: (line, stream) => {
        const text = line.startsWith(ownPrefix) ? line.slice(ownPrefix.length) : line;
        (stream === 'stdout' ? process.stdout : process.stderr).write(`${prefix}${text}\n`);
      },
    });
    const state = { app, child: running.child, ready: false, exited: false };
    running.ready.then(
      () => {
        state.ready = true;
        onReady();
      },
      () => undefined,
    );
    void running.exited.then(({ code, signal }) => {
      state.exited = true;
      onExit(state, code, signal);
    });
    return state;
  });

  let shuttingDown = false;
  let exitCode = 0;

  function onReady() {
    if (!children.every((state) => state.ready)) return;
    clearTimeout(slowWarning);
    clearTimeout(readyTimeout);
    say(`all processes ready after ${formatDuration(Date.now() - startedAt)}`);
    console.log(
      devMode
        ? `\nShop running at http://localhost:4100 (live reload; API on port ${port})\n`
        : `\nShop running at http://localhost:${port}\n`,
    );
  }

  function onExit(state, code, signal) {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!shuttingDown) {
      const when = state.ready ? '' : ' before it was ready';
      console.error(`\n[start] ${state.app.name} exited with ${how}${when}; stopping the others.`);
      exitCode = code || 1;
      shutDown('SIGTERM');
    }
    if (children.every((other) => other.exited)) process.exit(exitCode);
  }

  function shutDown(signal) {
    shuttingDown = true;
    for (const state of children) {
      if (!state.exited) state.child.kill(signal);
    }
    setTimeout(() => {
      for (const state of children) {
        if (!state.exited) {
          console.error(`[start] ${state.app.name} did not stop in time; killing it.`);
          state.child.kill('SIGKILL');
        }
      }
    }, shutdownGraceMs).unref();
  }

  const slowWarning = setTimeout(() => {
    const waiting = children.filter((state) => !state.ready).map((state) => state.app.name);
    say(`still waiting for ${waiting.join(', ')} to log "ready"...`);
  }, readyWarningMs);
  const readyTimeout = setTimeout(() => {
    const waiting = children.filter((state) => !state.ready).map((state) => state.app.name);
    console.error(`\n[start] ${waiting.join(', ')} not ready after ${readyTimeoutMs / 1000} s.`);
    exitCode = 1;
    shutDown('SIGTERM');
  }, readyTimeoutMs);

  // `kill <pid of npm start>` ends npm without passing the signal on; the processes must not
  // outlive it (they would hold the port), so stop when this script is orphaned.
  const parentPid = process.ppid;
  setInterval(() => {
    if (process.ppid === parentPid || shuttingDown) return;
    say('the parent process exited, stopping...');
    clearTimeout(readyTimeout);
    shutDown('SIGTERM');
  }, 1000).unref();

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (shuttingDown) return;
      clearTimeout(slowWarning);
      clearTimeout(readyTimeout);
      say(`${signal} received, stopping...`);
      // Ctrl-C in a terminal already reached the children (same process group): give them a
      // moment to close by themselves, since a second SIGINT would cut their graceful shutdown.
      if (signal === 'SIGINT' && process.stdin.isTTY) {
        shuttingDown = true;
        setTimeout(() => shutDown('SIGTERM'), 3000).unref();
      } else {
        shutDown(signal);
      }
    });
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
