// Part C: Lighthouse's performance run (mobile: its default form factor and simulated throttling;
// desktop: its desktop preset) against a page, through its CLI so it launches and closes Chrome
// itself. Keeps the whole report as JSON and returns the figures plus what the report blames.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '@shop/test-kit/harness';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

const round = (value) => (typeof value === 'number' ? Math.round(value) : null);

/** The items of an audit's table (insights nest theirs in a list), or none. */
function tableItems(audit) {
  const details = audit?.details;
  if (!details) return [];
  if (details.type === 'list') {
    return details.items.flatMap((item) => (item.type === 'table' ? item.items : []));
  }
  return details.items ?? [];
}

/** What the report says costs the most: the LCP element and its subparts, blocking files, shifts. */
function diagnose(audits) {
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  const lcpSubparts = Object.fromEntries(
    tableItems(audits['lcp-breakdown-insight']).map((item) => [item.subpart, round(item.duration)]),
  );
  const path = (url) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  return {
    lcpElement: lcpNode ? `${lcpNode.selector} "${lcpNode.nodeLabel}"` : null,
    lcpSubpartsMs: lcpSubparts,
    renderBlocking: tableItems(audits['render-blocking-insight']).map((item) => ({
      url: path(item.url),
      bytes: item.totalBytes,
      ms: round(item.wastedMs),
    })),
    scriptCpuMs: tableItems(audits['bootup-time'])
      .slice(0, 5)
      .map((item) => ({ url: path(item.url), ms: round(item.total) })),
    longTasks: tableItems(audits['long-tasks'])
      .slice(0, 5)
      .map((item) => ({
        url: path(item.url),
        ms: round(item.duration),
        at: round(item.startTime),
      })),
    layoutShifts: tableItems(audits['layout-shifts']).map((item) => ({
      element: item.node?.selector ?? item.node?.snippet ?? 'unknown',
      label: item.node?.nodeLabel ?? null,
      score: item.score,
    })),
    unusedJavaScript: tableItems(audits['unused-javascript']).map((item) => ({
      url: path(item.url),
      wastedBytes: item.wastedBytes,
    })),
  };
}

/**
 * @param {string} url
 * @param {{ formFactor?: 'mobile' | 'desktop', reportPath?: string }} [options] reportPath: where
 *   the whole JSON report is written
 */
export async function runLighthouse(url, { formFactor = 'mobile', reportPath } = {}) {
  // On a busy machine a trace now and then lacks its navigation start (NO_NAVSTART) or Chrome
  // does not come up; a second or third try has so far always passed.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, formFactor, reportPath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  Lighthouse ${formFactor} ${url} failed, trying again: ${firstLine(error)}`);
    }
  }
}

const firstLine = (error) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .find((line) => line.includes('error') || line.includes('Error')) ?? String(error);

async function runLighthouseOnce(url, formFactor, reportPath) {
  const cli = require.resolve('lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
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
  if (reportPath) {
    await mkdir(dirname(reportPath), { recursive: true });
    await writeFile(reportPath, stdout);
  }
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    url,
    lighthouseVersion: report.lighthouseVersion,
    formFactor: report.configSettings.formFactor,
    // Lighthouse's CPU speed score of this machine during the run; its mobile throttling (4x)
    // assumes a fast desktop (about 1000 or more), so a busy machine inflates TBT.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    performanceScore: Math.round((report.categories.performance.score ?? 0) * 100),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    totalByteWeight: audit('total-byte-weight'),
    runtimeError: report.runtimeError?.message ?? null,
    reportPath: reportPath ?? null,
    diagnostics: diagnose(report.audits),
  };
}
