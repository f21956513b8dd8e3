// `npm run bench`: prints the figures the issues ask for; not a test (no assertions).
//   A) POST /api/calculate-price through the gateway vs a bare node:http server, same run
//   B) the home page for a first-time visitor: gzip JS/CSS and requests until the calculator works
//      (hydrated: choosing a material takes effect; then a price is shown)
//   C) Lighthouse on /, a category page (/product/i-traeger) and a blog article: mobile score, LCP,
//      CLS, TBT, FCP and desktop CLS against their targets, with what each report blames (the
//      reports are kept in .bench/lighthouse/)
//   D) the cart: add a line (POST /api/cart) and read the cart (GET /api/cart) vs a bare
//      node:http server, same run
//   E) the public reads the shop pages load, answered from the gateway's read cache: a category's
//      products (GET /api/products?category=i-traeger), the materials, the blog list and a post,
//      each vs a bare node:http server answering the same bytes, same run
//   F) script time per parameter click on a category page of 300 products, against the 16 ms
//      frame budget (mf-shop/bench/measure-filter.mjs)
//   G) script time per keystroke in the configurator's width field with 400 holes (20 x 20 grid),
//      beside the same typing without holes, against the 16 ms frame budget
//      (mf-configurator/bench/measure-typing.mjs)
//   H) the laser quote of a 30 MB DXF with 100,000 holes: bare parser vs readDxf in Node, the
//      service (POST /api/laser-quotes) with the pricing and gateway processes' peak memory, the
//      browser (/laserschnitt-rechner) with long tasks and frame gaps, and hostile files
//      (scripts/bench/laser-quote.js)
//   I) the server-rendered home page (/) from the rendering server directly and through the gateway
//      vs the static index.html from a bare node:http server and from the gateway, same run, c=10
// `npm run bench -- --only H` (or --only A,D) runs just those parts.
// Starts the four services and the gateway on a free port against the `bleche_bench` database,
// on a private NATS server (BENCH_SHARED_NATS=1: use NATS_URL) and a Redis key prefix of its own
// (its carts are deleted at the end), unless BENCH_URL points at a running system (whose Redis
// then keeps the benchmark's carts until they expire; part I then needs BENCH_RENDER_URL, the
// rendering server of that system).
// BENCH_DURATION sets the seconds per load run (default 10). Writes .bench/results.json.
// Build first (`npm run build`).
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import {
  benchmarkApi,
  CONNECTIONS,
  DURATION_SECONDS,
  startBareServer,
  summarise,
  WARM_UP_SECONDS,
} from './bench/api-throughput.js';
import { benchmarkCart } from './bench/cart-throughput.js';
import { measureFirstVisit } from './bench/first-visit.js';
import { benchmarkLaserQuote, mb } from './bench/laser-quote.js';
import { runLighthouse } from './bench/lighthouse.js';
import { benchmarkPageRendering } from './bench/page-throughput.js';
import { findFreePort, natsServerBinary, repoRoot, startSystem } from '../e2e/support/processes.js';

/** Timings and throughput depend on what else runs here: the parts that measure them say it. */
const machineLoad = () =>
  `${cpus().length} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')}`;

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title, rows) {
  console.log(`\n${title}`);
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  for (const row of rows) {
    console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`);
  }
}

/** Runs one part; a failure is printed and recorded, and the other parts still run. */
async function attempt(part) {
  try {
    return await part();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  failed: ${message}`);
    process.exitCode = 1;
    return { error: message };
  }
}

/**
 * E) One public read (kept by the gateway's read cache after its first answer) through the
 * gateway, and a bare node:http server sending the same bytes, one after the other in this run.
 */
async function benchmarkPublicRead(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  const bare = await startBareServer(text);
  try {
    const results = {};
    for (const [name, url] of [
      ['bare', `${bare.url}${path}`],
      ['gateway', `${baseUrl}${path}`],
    ]) {
      const load = (duration) => autocannon({ url, connections: CONNECTIONS, duration });
      await load(WARM_UP_SECONDS);
      results[name] = summarise(await load(DURATION_SECONDS));
    }
    return {
      path,
      responseBytes: Buffer.byteLength(text),
      ...results,
      throughputRatio:
        Math.round((results.gateway.requestsPerSecond / results.bare.requestsPerSecond) * 1000) /
        1000,
    };
  } finally {
    await bare.stop();
  }
}

/** E) What a category page, the calculator and the blog load: products, materials, blog posts. */
async function benchmarkPublicReads(baseUrl) {
  const posts = await (await fetch(`${baseUrl}/api/blog?lang=de`)).json();
  if (!Array.isArray(posts) || posts.length === 0) throw new Error('GET /api/blog has no posts');
  const paths = [
    '/api/products?category=i-traeger',
    '/api/materials',
    '/api/blog?lang=de',
    `/api/blog/${posts[0].slug}?lang=en`,
  ];
  const reads = [];
  for (const path of paths) reads.push(await benchmarkPublicRead(baseUrl, path));
  return { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, reads };
}

const allParts = 'ABCDEFGHI';

/** The parts `--only A,H` asks for; all of them without it. */
function selectedParts() {
  const index = process.argv.indexOf('--only');
  const value =
    index >= 0
      ? process.argv[index + 1]
      : process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!value) return new Set(allParts);
  return new Set(value.toUpperCase().replace(/[^A-I]/g, ''));
}

async function main() {
  const parts = selectedParts();
  const runs = (part) => parts.has(part);
  let system = null;
  const stopSystem = async () => {
    const running = system;
    system = null;
    await running?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stopSystem().then(() => process.exit(130)));
  }

  try {
    let baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
    let renderUrl = process.env.BENCH_RENDER_URL?.replace(/\/$/, '');
    if (!baseUrl) {
      const port = await findFreePort();
      // A private NATS unless asked otherwise: other copies of the system on this machine would
      // otherwise share the pricing queue group and answer (or stall) part of the load.
      const privateNatsPort =
        !process.env.BENCH_SHARED_NATS && natsServerBinary() ? await findFreePort() : undefined;
      console.log(
        `starting the services and the gateway on port ${port} (database bleche_bench, ${
          privateNatsPort ? `private NATS on ${privateNatsPort}` : 'NATS_URL'
        })...`,
      );
      system = await startSystem({
        privateNatsPort,
        port,
        databaseUrl:
          process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_bench',
        output: 'quiet',
      });
      baseUrl = system.url;
      renderUrl = system.renderUrl;
    }
    const results = { measuredAt: new Date().toISOString(), baseUrl };

    if (runs('A')) {
      console.log('A) POST /api/calculate-price under load (c=50)...');
      results.api = await attempt(() => benchmarkApi(baseUrl));
      const { api } = results;
      if (!api.error)
        printTable('A) POST /api/calculate-price, 50 connections', [
          ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
          ...['bare', 'gateway'].map((name) => [
            name === 'bare' ? 'bare node:http' : 'gateway -> NATS -> pricing',
            api[name].requestsPerSecond,
            api[name].latencyP50Ms,
            api[name].latencyP99Ms,
            api[name].errors,
            api[name].non2xx,
          ]),
          ['ratio gateway / bare', `${api.throughputRatio}x`, '', '', '', ''],
          ['issue 3 target', '>= 0.12x (aim 0.25x)', '', '< 50', '', ''],
        ]);
    }

    if (runs('B')) {
      console.log(`\nB) first visit of / in chromium (${machineLoad()})...`);
      results.firstVisit = await attempt(() => measureFirstVisit(baseUrl));
      const visit = results.firstVisit;
      if (!visit.error)
        printTable('B) first visit of / until the calculator is hydrated and shows a price', [
          ['measure', 'value'],
          [
            'JavaScript (gzip)',
            `${kilobytes(visit.jsGzipBytes)} in ${visit.jsRequests} files (target <= 150 KB)${
              visit.jsGzipBytes > 150 * 1024 ? '  MISSED' : ''
            }`,
          ],
          ['  of it before hydration', kilobytes(visit.jsGzipBytesUntilHydrated)],
          ['CSS (gzip)', `${kilobytes(visit.cssGzipBytes)} in ${visit.cssRequests} files`],
          ['JS + CSS as transferred', kilobytes(visit.jsTransferBytes + visit.cssTransferBytes)],
          ['requests', visit.requests],
          ['hydrated after', `${visit.hydratedAfterMs} ms`],
          ['price shown after', `${visit.usableAfterMs} ms`],
        ]);
    }

    if (runs('C')) {
      console.log(`\nC) Lighthouse (mobile and desktop) on three pages (${machineLoad()})...`);
      results.lighthouse = await attempt(() => lighthousePages(baseUrl));
      if (!results.lighthouse.error) printLighthouse(results.lighthouse);
    }

    if (runs('D')) {
      console.log('\nD) the cart under load (c=50)...');
      results.cart = await attempt(() => benchmarkCart(baseUrl));
      const { cart } = results;
      if (!cart.error)
        printTable(`D) the cart (carts of ${cart.linesPerCart} lines), 50 connections`, [
          ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
          ...[
            ['bare node:http (same cart JSON)', cart.bare],
            ['add line: POST /api/cart', cart.addLine],
            ['read cart: GET /api/cart', cart.readCart],
          ].map(([name, figures]) => [
            name,
            figures.requestsPerSecond,
            figures.latencyP50Ms,
            figures.latencyP99Ms,
            figures.errors,
            figures.non2xx,
          ]),
          ['ratio add line / bare', `${cart.addLineRatio}x`, '', '', '', ''],
          ['ratio read cart / bare', `${cart.readCartRatio}x`, '', '', '', ''],
        ]);
    }

    if (runs('E')) {
      console.log('\nE) the public reads of the shop pages under load (c=50)...');
      results.publicReads = await attempt(() => benchmarkPublicReads(baseUrl));
      const { publicReads } = results;
      if (!publicReads.error)
        printTable("E) public reads from the gateway's read cache, 50 connections", [
          ['read', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
          ...publicReads.reads.flatMap((read) => [
            ...['bare', 'gateway'].map((name) => [
              name === 'bare' ? `${read.path} (${kilobytes(read.responseBytes)})` : '',
              name === 'bare' ? 'bare node:http (same bytes)' : 'gateway',
              read[name].requestsPerSecond,
              read[name].latencyP50Ms,
              read[name].latencyP99Ms,
              read[name].errors,
              read[name].non2xx,
            ]),
            ['', 'ratio gateway / bare', `${read.throughputRatio}x`, '', '', '', ''],
          ]),
          ['target', 'gateway', '', '', '< 25', '', ''],
        ]);
    }

    if (runs('F')) {
      console.log('\nF) parameter clicks on a category page of 300 products in chromium...');
      results.categoryFilter = await attempt(() => measureCategoryFilter(baseUrl));
      const { categoryFilter } = results;
      if (!categoryFilter.error)
        printTable(
          `F) /product/${categoryFilter.category}, ${categoryFilter.products} products, ${categoryFilter.clicks} clicks`,
          [
            ['measure per click', 'median', 'max', 'share of a 16 ms frame (median)'],
            [
              'main-thread task (trace)',
              `${categoryFilter.threadMedianMs} ms`,
              `${categoryFilter.threadMaxMs} ms`,
              `${(categoryFilter.threadMedianMs / 16).toFixed(2)}x`,
            ],
            [
              'script until React commits',
              `${categoryFilter.scriptMedianMs} ms`,
              `${categoryFilter.scriptMaxMs} ms`,
              `${(categoryFilter.scriptMedianMs / 16).toFixed(2)}x`,
            ],
            [
              'script + style + layout',
              `${categoryFilter.frameMedianMs} ms`,
              `${categoryFilter.frameMaxMs} ms`,
              `${(categoryFilter.frameMedianMs / 16).toFixed(2)}x`,
            ],
          ],
        );
    }

    if (runs('G')) {
      console.log('\nG) typing a width in the configurator with 400 holes in chromium...');
      results.configuratorTyping = await attempt(() => measureConfiguratorTyping(baseUrl));
      const { configuratorTyping } = results;
      if (!configuratorTyping.error)
        printTable(
          `G) /konfigurator, ${configuratorTyping.grid.keystrokes} keystrokes per design`,
          [
            ['design', 'script median', 'script max', 'script + style + layout median', 'of 16 ms'],
            ...[
              ['baseline: no holes', configuratorTyping.baseline],
              ['400 holes (20 x 20 grid)', configuratorTyping.grid],
            ].map(([name, figures]) => [
              name,
              `${figures.scriptMedianMs} ms`,
              `${figures.scriptMaxMs} ms`,
              `${figures.frameMedianMs} ms`,
              `${(figures.frameMedianMs / 16).toFixed(2)}x`,
            ]),
          ],
        );
    }

    if (runs('H')) {
      console.log('\nH) the laser quote of a 30 MB DXF with 100,000 holes...');
      results.laserQuote = await attempt(() => benchmarkLaserQuote(baseUrl, system));
      const { laserQuote } = results;
      if (!laserQuote.error) printLaserQuote(laserQuote);
    }

    if (runs('I')) {
      console.log(`\nI) the server-rendered home page under load, c=10 (${machineLoad()})...`);
      results.pageRendering = await attempt(() => benchmarkPageRendering(baseUrl, renderUrl));
      if (!results.pageRendering.error) printPageRendering(results.pageRendering);
    }

    await mkdir(`${repoRoot}.bench`, { recursive: true });
    // A run of some parts keeps the other parts' figures of an earlier run.
    const earlier =
      parts.size < allParts.length
        ? await readFile(`${repoRoot}.bench/results.json`, 'utf8').then(JSON.parse, () => ({}))
        : {};
    await writeFile(
      `${repoRoot}.bench/results.json`,
      `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`,
    );
    console.log('\nwrote .bench/results.json');
  } finally {
    await stopSystem();
  }
}

/** C) The pages Lighthouse loads: the home page, a category page and the newest German article. */
async function lighthousePages(baseUrl) {
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
    const run = (formFactor) =>
      runLighthouse(`${baseUrl}${path}`, {
        formFactor,
        reportPath: `${repoRoot}.bench/lighthouse/${name}-${formFactor}.json`,
      });
    results.push({ name, path, mobile: await run('mobile'), desktop: await run('desktop') });
  }
  return results;
}

/** C) The figures beside their targets (score >= 90, LCP < 2.0 s, CLS < 0.05), then the causes. */
function printLighthouse(pages) {
  const missed = (isMissed) => (isMissed ? ' MISSED' : '');
  const cls = (value) => (typeof value === 'number' ? value.toFixed(3) : 'n/a');
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  printTable(`C) Lighthouse ${pages[0].mobile.lighthouseVersion}, performance (one run each)`, [
    [
      'page',
      'mobile score',
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
      `${ms(mobile.largestContentfulPaintMs)}${missed(mobile.largestContentfulPaintMs >= 2000)}`,
      `${cls(mobile.cumulativeLayoutShift)}${missed(mobile.cumulativeLayoutShift >= 0.05)}`,
      ms(mobile.totalBlockingTimeMs),
      ms(mobile.firstContentfulPaintMs),
      `${cls(desktop.cumulativeLayoutShift)}${missed(desktop.cumulativeLayoutShift >= 0.05)}`,
      desktop.performanceScore,
      mobile.benchmarkIndex,
    ]),
    ['target', '>= 90', '< 2000 ms', '< 0.05', '', '', '< 0.05', '', '>= 1000 (fast desktop)'],
  ]);
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
  reports: .bench/lighthouse/<page>-<mobile|desktop>.json`);
}

/** I) The rendered home page against the static index.html, same run. */
function printPageRendering(pageRendering) {
  const rows = [
    ['bareStatic', 'bare node:http, static index.html', null],
    ['gatewayStatic', 'gateway, static /index.html', 'gatewayStaticRatio'],
    ['renderer', 'rendering server, / rendered', 'rendererRatio'],
    ['gatewayRendered', 'gateway -> rendering server, /', 'gatewayRenderedRatio'],
  ];
  printTable(
    `I) GET / (rendered ${kilobytes(pageRendering.renderedBytes)}, static ${kilobytes(
      pageRendering.staticBytes,
    )}), ${pageRendering.connections} connections`,
    [
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio to bare'],
      ...rows.map(([key, name, ratio]) => [
        name,
        pageRendering[key].requestsPerSecond,
        pageRendering[key].latencyP50Ms,
        pageRendering[key].latencyP99Ms,
        pageRendering[key].errors,
        pageRendering[key].non2xx,
        ratio ? `${pageRendering[ratio]}x` : '1x',
      ]),
    ],
  );
}

/** H) the laser quote's figures against issue 8's targets (5 s, aim 3 s, 1.5 GB, 2 s). */
function printLaserQuote({ file, machine, node, service, browser, hostile }) {
  const seconds = (ms) => (typeof ms === 'number' ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
  const over = (value, limit) => (typeof value === 'number' && value > limit ? '  OVER' : '');
  printTable(
    `H) laser quote, ${(file.bytes / 1e6).toFixed(1)} MB DXF, ${file.holes} holes (${file.pierceCount} pierces)`,
    [
      ['measure', 'value', 'target'],
      ['machine', `${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')}`, ''],
      ['bare dxf.parseString (Node, median of 3)', seconds(node.bareParseMs), ''],
      ['readDxf (Node)', seconds(node.readDxfMs), ''],
      ['  ratio readDxf / bare parser', `${node.ratio}x`, ''],
      [
        '  phases parse / entities / contours / preview',
        `${node.phases.parseMs} / ${node.phases.entitiesMs} / ${node.phases.contoursMs} / ${node.phases.previewMs} ms`,
        '',
      ],
      ['  Node peak RSS', mb(node.peakRssBytes), ''],
      ...(service.error
        ? [['service', `failed: ${service.error.split('\n')[0].slice(0, 140)}`, '']]
        : [
            [
              `service: POST /api/laser-quotes (median of ${service.runsMs.length})`,
              `${seconds(service.medianMs)} (${service.runsMs.join(', ')} ms)${over(service.medianMs, 5000)}`,
              '< 5 s',
            ],
            ['  ratio service / bare parser', `${service.ratioToBareParser}x`, ''],
            [
              '  pricing process peak memory',
              `${mb(service.pricingPeakBytes)}${over(service.pricingPeakBytes, 1.5e9)}`,
              '< 1.5 GB',
            ],
            ['  gateway process peak memory', mb(service.gatewayPeakBytes), ''],
          ]),
      ...(browser.error
        ? [['browser', `failed: ${browser.error.split('\n')[0].slice(0, 140)}`, '']]
        : [
            [
              `browser: file chosen -> part and metrics drawn (median of ${browser.runs.length})`,
              `${seconds(browser.quoteMedianMs)} (${browser.runs.map((run) => run.quoteMs).join(', ')} ms)${over(
                browser.quoteMedianMs,
                5000,
              )}`,
              '< 5 s, aim 3 s',
            ],
            [
              '  longest main-thread task (median / max)',
              `${browser.maxLongTaskMedianMs} / ${browser.maxLongTaskMs} ms`,
              'responsive',
            ],
            [
              '  longest gap between frames (median / max)',
              `${browser.maxFrameGapMedianMs} / ${browser.maxFrameGapMs} ms`,
              'responsive',
            ],
          ]),
      ...(hostile.error
        ? [['hostile files', `failed: ${hostile.error.split('\n')[0].slice(0, 140)}`, '']]
        : hostile.map((item) => [
            `hostile: ${item.name}`,
            `${item.status} ${item.code ?? ''} after ${seconds(item.ms)}${over(item.ms, 2000)}; ` +
              `next quote ${item.nextQuoteStatus} (${item.nextQuoteMs} ms)`,
            '< 2 s, then serving',
          ])),
    ],
  );
}

/** Runs mf-shop's browser measurement against the system and returns the JSON it prints last. */
async function measureCategoryFilter(baseUrl) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${repoRoot}mf-shop/bench/measure-filter.mjs`],
    { env: { ...process.env, BASE_URL: baseUrl }, timeout: 300_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

/** Runs mf-configurator's browser measurement against the system; returns its last JSON line. */
async function measureConfiguratorTyping(baseUrl) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${repoRoot}mf-configurator/bench/measure-typing.mjs`],
    { env: { ...process.env, BASE_URL: baseUrl }, timeout: 300_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
