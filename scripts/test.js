#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, stopping at the first failure: lint,
// typecheck, unit tests, integration tests (real PostgreSQL, Redis, NATS), the builds, every
// deployable installed and run as its image holds it, and the Playwright suite against the
// running system. Ends with one line `N passed, N failed` that adds up the tests Jest and
// Playwright ran. Runs on Node 24 (installing it first where the machine's Node is older), and
// before the first step checks that the stores answer and every program a step calls is there.
import './lib/node-runtime.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, run, signalRunning } from './lib/processes.js';
import { buildServer, buildWeb, dependenciesInstalled, serverProjects } from './lib/build.js';
import { repoRoot } from './lib/config.js';

if (!dependenciesInstalled()) {
  console.error(`\nDependencies are not installed. Run this first in ${repoRoot}:\n\n  npm ci\n`);
  process.exit(1);
}
// Loaded once `npm ci` has run: the list of programs lives in the test kit.
const { describeMissingPrerequisites } = await import('./lib/prerequisites.js');
const missing = await describeMissingPrerequisites();
if (missing) {
  console.error(`\n${missing}\n`);
  process.exit(1);
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bleche-test-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function npmRun(script, ...args) {
  return () => run(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]);
}

function jestStep(name, script) {
  const outputFile = path.join(reportDir, `jest-${name}.json`);
  return {
    name,
    command: `npm run ${script}`,
    execute: npmRun(script, '--json', `--outputFile=${outputFile}`),
    counts: () => jestCounts(outputFile),
  };
}

const playwrightReport = path.join(reportDir, 'playwright.json');

const steps = [
  { name: 'lint', command: 'npm run lint', execute: npmRun('lint') },
  { name: 'typecheck', command: 'npm run typecheck', execute: npmRun('typecheck') },
  jestStep('unit', 'test:unit'),
  jestStep('integration', 'test:integration'),
  {
    name: 'build',
    command: `node scripts/build-web.js && tsc -b ${serverProjects.join(' ')}`,
    execute: async () => {
      const web = await buildWeb();
      return web.code === 0 ? buildServer() : web;
    },
  },
  // Every Node deployable installed and started as its image holds it, and the web images'
  // nginx with the built front ends: needs the builds above.
  jestStep('deployables', 'test:deployables'),
  {
    name: 'e2e',
    command: 'npm run test:e2e',
    // The list reporter keeps CI logs readable; the JSON one is read for the totals.
    execute: () =>
      run(npm, ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      }),
    counts: () => playwrightCounts(playwrightReport),
  },
];

/** Jest's --json report: passed, failed and skipped tests, or null when there is none. */
function jestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: `expected` passed, `flaky` passed on retry. */
function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return null;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    signalRunning(signal);
  });
}
// `kill <pid of npm test>` ends npm without passing the signal on: stop with it.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid === parentPid || interrupted) return;
  interrupted = true;
  signalRunning('SIGTERM');
}, 1000).unref();

const results = [];
const startedAt = Date.now();

for (const [index, step] of steps.entries()) {
  console.log(`\n==> [${index + 1}/${steps.length}] ${step.name}: ${step.command}\n`);
  const stepStartedAt = Date.now();
  const { code } = await step.execute();
  const result = {
    step,
    ok: code === 0 && !interrupted,
    duration: Date.now() - stepStartedAt,
    counts: step.counts?.() ?? null,
  };
  results.push(result);
  const verdict = result.ok ? 'passed' : `FAILED (exit code ${code})`;
  console.log(`\n<== ${step.name} ${verdict} in ${formatDuration(result.duration)}`);
  if (!result.ok) break;
}

printSummary();
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(results.every((result) => result.ok) && results.length === steps.length ? 0 : 1);

function printSummary() {
  const width = Math.max(...steps.map((step) => step.name.length));
  console.log(`\nSummary (${formatDuration(Date.now() - startedAt)} in all)`);
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const step of steps) {
    const result = results.find((candidate) => candidate.step === step);
    const name = step.name.padEnd(width);
    if (!result) {
      console.log(`  -  ${name}  not run`);
      continue;
    }
    let detail = '';
    if (result.counts) {
      const { passed, failed, skipped } = result.counts;
      totals.passed += passed;
      totals.failed += failed;
      totals.skipped += skipped;
      detail = `  (${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''})`;
      // A runner that crashed before reporting a failing test still failed.
      if (!result.ok && failed === 0) totals.failed += 1;
    } else if (!result.ok) {
      totals.failed += 1;
    }
    const mark = result.ok ? 'ok' : 'X ';
    console.log(`  ${mark} ${name}  ${formatDuration(result.duration).padStart(10)}${detail}`);
  }
  if (!results.some((result) => result.counts)) {
    // No runner got far enough to report tests: count the steps instead.
    totals.passed = results.filter((result) => result.ok).length;
    totals.failed = results.length - totals.passed;
  }
  console.log('');
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
}
