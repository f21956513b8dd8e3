// The benchmark's parts, A to J, in the order they run: what each says when it starts, how it
// measures, under which key of .bench/results.json its figures go, and how it prints them.
import { benchmarkApi } from './api-throughput.js';
import { measureCategoryFilter, measureConfiguratorTyping } from './browser-measurements.js';
import { benchmarkCart } from './cart-throughput.js';
import { measureFirstVisit } from './first-visit.js';
import { printLaserQuote } from './laser-quote-report.js';
import { benchmarkLaserQuote } from './laser-quote.js';
import { benchmarkLaserReprice } from './laser-reprice.js';
import { lighthousePages, printLighthouse } from './lighthouse-pages.js';
import { benchmarkPageRendering } from './page-throughput.js';
import { kilobytes, machineLoad, printTable } from './print-table.js';
import { benchmarkPublicReads } from './public-reads.js';

/** A) The gateway's calculate-price throughput beside a bare node:http server. */
function printApi(api) {
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
    ['target', '>= 0.12x (aim 0.25x)', '', '< 50', '', ''],
  ]);
}

/** B) What the first visit downloads, and when the calculator answers. */
function printFirstVisit(visit) {
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

/** D) Adding a cart line and reading the cart beside a bare server sending the same cart. */
function printCart(cart) {
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

/** E) Each public read from the gateway's cache beside a bare server sending the same bytes. */
function printPublicReads(publicReads) {
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

/** F) Script time per parameter click against a 16 ms frame. */
function printCategoryFilter(categoryFilter) {
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

/** G) Script time per keystroke with and without 400 holes against a 16 ms frame. */
function printConfiguratorTyping(configuratorTyping) {
  printTable(`G) /konfigurator, ${configuratorTyping.grid.keystrokes} keystrokes per design`, [
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
  ]);
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

/** J) A laser part into a cart: the first check of its file in a thickness, then the kept one. */
function printLaserReprice(reprice) {
  printTable(`J) POST /api/cart/laser of ${reprice.part}, one request at a time`, [
    ['add', 'median ms', 'runs'],
    ['first in a thickness (file read and checked)', reprice.firstMs, reprice.firstRuns],
    ['again (findings kept by pricing)', reprice.keptMs, reprice.keptRuns],
    ['ratio first / again', `${reprice.ratio}x`, ''],
    [
      'answers',
      Object.entries(reprice.statuses)
        .map(([status, count]) => `${count} x ${status}`)
        .join(', '),
      '',
    ],
  ]);
}

/**
 * Each part: `intro` is printed when it starts, `run` measures against the system (`baseUrl`,
 * `renderUrl` and, when the benchmark started it, `system`), and `print` shows what it returned.
 */
export const benchParts = [
  {
    letter: 'A',
    key: 'api',
    intro: () => 'A) POST /api/calculate-price under load (c=50)...',
    run: ({ baseUrl }) => benchmarkApi(baseUrl),
    print: printApi,
  },
  {
    letter: 'B',
    key: 'firstVisit',
    intro: () => `\nB) first visit of / in chromium (${machineLoad()})...`,
    run: ({ baseUrl }) => measureFirstVisit(baseUrl),
    print: printFirstVisit,
  },
  {
    letter: 'C',
    key: 'lighthouse',
    intro: () => `\nC) Lighthouse (mobile and desktop) on three pages (${machineLoad()})...`,
    run: ({ baseUrl }) => lighthousePages(baseUrl),
    print: printLighthouse,
  },
  {
    letter: 'D',
    key: 'cart',
    intro: () => '\nD) the cart under load (c=50)...',
    run: ({ baseUrl }) => benchmarkCart(baseUrl),
    print: printCart,
  },
  {
    letter: 'E',
    key: 'publicReads',
    intro: () => '\nE) the public reads of the shop pages under load (c=50)...',
    run: ({ baseUrl }) => benchmarkPublicReads(baseUrl),
    print: printPublicReads,
  },
  {
    letter: 'F',
    key: 'categoryFilter',
    intro: () => '\nF) parameter clicks on a category page of 300 products in chromium...',
    run: ({ baseUrl }) => measureCategoryFilter(baseUrl),
    print: printCategoryFilter,
  },
  {
    letter: 'G',
    key: 'configuratorTyping',
    intro: () => '\nG) typing a width in the configurator with 400 holes in chromium...',
    run: ({ baseUrl }) => measureConfiguratorTyping(baseUrl),
    print: printConfiguratorTyping,
  },
  {
    letter: 'H',
    key: 'laserQuote',
    intro: () => '\nH) the laser quote of a 30 MB DXF with 100,000 holes...',
    run: ({ baseUrl, system }) => benchmarkLaserQuote(baseUrl, system),
    print: printLaserQuote,
  },
  {
    letter: 'I',
    key: 'pageRendering',
    intro: () => `\nI) the server-rendered home page under load, c=10 (${machineLoad()})...`,
    run: ({ baseUrl, renderUrl }) => benchmarkPageRendering(baseUrl, renderUrl),
    print: printPageRendering,
  },
  {
    letter: 'J',
    key: 'laserReprice',
    intro: () => '\nJ) a laser part into a cart: its file checked once per thickness...',
    run: ({ baseUrl }) => benchmarkLaserReprice(baseUrl),
    print: printLaserReprice,
  },
];
