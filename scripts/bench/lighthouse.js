// Part C: Lighthouse's mobile performance run (its default form factor and simulated
// throttling) against the home page, through its CLI so it launches and closes Chrome itself.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { chromiumPath } from '../../e2e/support/chromium.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** @param {string} url */
export async function runLighthouse(url) {
  const cli = require.resolve('lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // Not the shared chromiumLaunchOptions flags: with those, one Lighthouse run in two failed
      // here with NO_NAVSTART; these three passed every run.
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    },
  );
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    lighthouseVersion: report.lighthouseVersion,
    formFactor: report.configSettings.formFactor,
    performanceScore: Math.round((report.categories.performance.score ?? 0) * 100),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    totalByteWeight: audit('total-byte-weight'),
    runtimeError: report.runtimeError?.message ?? null,
  };
}
