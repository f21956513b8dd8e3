// Part C: Lighthouse on the home page, a category page and an article, printed beside the
// targets with what each report blames (the reports are kept in .bench/lighthouse/).
import { repoRoot } from '@shop/test-kit/harness';
import { runLighthouse } from './lighthouse.js';
import { printTable } from './print-table.js';

const mobileRunCount = 3;

/** The run with the median performance score. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performanceScore - b.performanceScore);
  return sorted[Math.floor(sorted.length / 2)];
}

/** C) The pages Lighthouse loads: the home page, a category page and the newest German article. */
export async function lighthousePages(baseUrl) {
  const articles = await (await fetch(`${baseUrl}/api/blog?lang=de`)).json();
  const slug = articles[0]?.slug;
  if (!slug) throw new Error('GET /api/blog?lang=de listed no article');
  const pages = [
    ['home', '/'],
    ['category', '/product/i-traeger'],
    ['article', `/blog/${encodeURIComponent(slug)}`],
  ];
  const results = [];
  for (const [name, path] of pages) {
    // A server that has been running renders each page from memory; its very first render of a
    // route also loads that remote's server build, which no later visitor waits for.
    await fetch(`${baseUrl}${path}`);
    const run = (formFactor, reportName = `${name}-${formFactor}`) =>
      runLighthouse(`${baseUrl}${path}`, {
        formFactor,
        reportPath: `${repoRoot}.bench/lighthouse/${reportName}.json`,
      });
    // A phone's score moves by several points from run to run on a shared machine (TBT follows
    // the machine's load), so the mobile figures are those of the median of three runs.
    const mobileRuns = [];
    for (let index = 1; index <= mobileRunCount; index += 1) {
      mobileRuns.push(await run('mobile', `${name}-mobile-${index}`));
    }
    const mobile = medianRun(mobileRuns);
    results.push({
      name,
      path,
      mobile: { ...mobile, scores: mobileRuns.map((report) => report.performanceScore) },
      desktop: await run('desktop'),
    });
  }
  return results;
}

/** C) The figures beside their targets (score >= 90, LCP < 2.0 s, CLS < 0.05), then the causes. */
export function printLighthouse(pages) {
  const missed = (isMissed) => (isMissed ? ' MISSED' : '');
  const cls = (value) => (typeof value === 'number' ? value.toFixed(3) : 'n/a');
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  printTable(
    `C) Lighthouse ${pages[0].mobile.lighthouseVersion}, performance (mobile: the median of ${mobileRunCount} runs; desktop: one run)`,
    [
      [
        'page',
        'mobile score',
        'mobile runs',
        'mobile LCP',
        'mobile CLS',
        'mobile TBT',
        'mobile FCP',
        'desktop CLS',
        'desktop score',
        'CPU index (mobile run)',
      ],
      ...pages.map(({ path, mobile, desktop }) => [
        path,
        `${mobile.performanceScore}${missed(mobile.performanceScore < 90)}`,
        mobile.scores.join(' / '),
        `${ms(mobile.largestContentfulPaintMs)}${missed(mobile.largestContentfulPaintMs >= 2000)}`,
        `${cls(mobile.cumulativeLayoutShift)}${missed(mobile.cumulativeLayoutShift >= 0.05)}`,
        ms(mobile.totalBlockingTimeMs),
        ms(mobile.firstContentfulPaintMs),
        `${cls(desktop.cumulativeLayoutShift)}${missed(desktop.cumulativeLayoutShift >= 0.05)}`,
        desktop.performanceScore,
        mobile.benchmarkIndex,
      ]),
      [
        'target',
        '>= 90',
        '',
        '< 2000 ms',
        '< 0.05',
        '',
        '',
        '< 0.05',
        '',
        '>= 1000 (fast desktop)',
      ],
    ],
  );
  for (const { path, mobile, desktop } of pages) {
    for (const report of [mobile, desktop]) {
      if (report.runtimeError)
        console.log(`  ${path} ${report.formFactor}: ${report.runtimeError}`);
    }
    const { diagnostics } = mobile;
    const list = (items, show) => items.map(show).join(', ') || 'none';
    console.log(`
  ${path} (mobile), what the report blames:`);
    console.log(`    LCP element: ${diagnostics.lcpElement ?? 'unknown'}`);
    console.log(
      `    LCP subparts: ${list(Object.entries(diagnostics.lcpSubpartsMs), ([part, value]) => `${part} ${value} ms`)}`,
    );
    console.log(
      `    render-blocking: ${list(diagnostics.renderBlocking, (item) => `${item.url} ${item.ms} ms`)}`,
    );
    console.log(
      `    script CPU: ${list(diagnostics.scriptCpuMs, (item) => `${item.url} ${item.ms} ms`)}`,
    );
    console.log(
      `    long tasks: ${list(diagnostics.longTasks, (item) => `${item.url} ${item.ms} ms at ${item.at} ms`)}`,
    );
    for (const [formFactor, report] of [
      ['mobile', mobile],
      ['desktop', desktop],
    ]) {
      const shifts = report.diagnostics.layoutShifts;
      if (shifts.length > 0)
        console.log(
          `    layout shifts (${formFactor}): ${list(shifts, (item) => `${item.element} ${item.score.toFixed(3)}`)}`,
        );
    }
  }
  console.log(`
  reports: .bench/lighthouse/<page>-mobile-<run>.json, .bench/lighthouse/<page>-desktop.json`);
}
