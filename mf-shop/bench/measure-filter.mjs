#!/usr/bin/env node
// Measures how long one click in the category page's parameter cards keeps the main thread busy
// with a category of 300 products (the target: under 16 ms of script per click). Drives Debian's
// chromium with playwright-core against a running shop (`npm start`, or BASE_URL).
//
// The category and its real products come from the running gateway; the product list is padded to
// 300 products (copies of the real ones with other dimensions), served in place of
// `GET /api/products?category=...`, so every run measures the same size whatever the seed holds.
//
// Per click it records two figures, both from the page's own clock (performance.now()):
//   script: from the click's dispatch until React has committed the new options (the update
//           React schedules for a click runs in a microtask right after the event);
//   frame:  the same plus the style recalculation and layout the browser needs to draw it.
//
// Usage: node mf-shop/bench/measure-filter.mjs [--category i-traeger] [--products 300]
//        [--clicks 60] [--cpu-throttle 1] [--distinct-sizes]   (env BASE_URL, default http://127.0.0.1:3000)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';

const { values: options } = parseArgs({
  options: {
    category: { type: 'string', default: 'i-traeger' },
    products: { type: 'string', default: '300' },
    clicks: { type: 'string', default: '60' },
    'cpu-throttle': { type: 'string', default: '1' },
    'distinct-sizes': { type: 'boolean', default: false },
  },
});
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const category = options.category;
const productCount = Number(options.products);
const clickCount = Number(options.clicks);
const cpuThrottle = Number(options['cpu-throttle']);

/** The numeric fields a category page filters by; `--distinct-sizes` varies them. */
const dimensionFields = ['diameter', 'side', 'thickness', 'width', 'height', 'wallThickness'];
const materials = ['S235', 'S355', 'C45', '42crmo', 'AISI304'];
const lengths = ['6000.00', '8000.00', '12000.00', '15000.00'];

/**
 * Real products first, then variants of them until `count`, some out of stock. By default a
 * variant is the same size in another material or length (how a real range grows); with
 * `--distinct-sizes` every variant also gets sizes of its own, the worst case for the options.
 */
function padProducts(products, count) {
  if (products.length === 0) throw new Error(`The category '${category}' has no products`);
  const padded = products.slice(0, count);
  let nextId = Math.max(...products.map((product) => product.id)) + 1;
  for (let copy = 0; padded.length < count; copy++) {
    const source = products[copy % products.length];
    const round = Math.floor(copy / products.length);
    const variant = {
      ...source,
      id: nextId++,
      name: `${source.name} V${copy}`,
      material: materials[(round + 1) % materials.length],
      standardLength: lengths[round % lengths.length],
      inStock: copy % 5 !== 0,
    };
    if (options['distinct-sizes']) {
      for (const field of dimensionFields) {
        if (source[field] !== undefined) {
          variant[field] = (Number(source[field]) + 1 + (copy % 7)).toFixed(2);
        }
      }
    }
    padded.push(variant);
  }
  return padded;
}

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, fraction) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
};

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE' });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();

  const productsPath = `/api/products?category=${encodeURIComponent(category)}`;
  const realResponse = await context.request.get(productsPath);
  if (!realResponse.ok()) throw new Error(`GET ${productsPath} answered ${realResponse.status()}`);
  const products = padProducts(await realResponse.json(), productCount);
  await page.route(
    (url) => url.pathname === '/api/products' && url.searchParams.get('category') === category,
    (route) => route.fulfill({ json: products }),
  );

  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }

  await page.goto(`/product/${category}`);
  await page.getByRole('group').first().waitFor();

  // Warm-up click (first-use JIT and lazy style work) not counted.
  const samples = await page.evaluate(async (clicks) => {
    const nextMicrotask = () => new Promise((resolve) => queueMicrotask(resolve));
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    /** Each round ticks an enabled option in one card; a fully chosen page is cleared again. */
    const pickTarget = (round) => {
      const cards = [...document.querySelectorAll('fieldset')];
      const card = cards[round % cards.length];
      const boxes = [...card.querySelectorAll('input[type=checkbox]')];
      const checked = boxes.find((box) => box.checked);
      if (checked && round % 3 === 0) return checked;
      const enabled = boxes.filter((box) => !box.disabled && !box.checked);
      return enabled[(round * 7) % Math.max(1, enabled.length)] ?? checked ?? boxes[0];
    };
    const results = [];
    for (let round = -1; round < clicks; round++) {
      const target = pickTarget(Math.max(0, round));
      const label = target.closest('label');
      const classBefore = label?.className;
      await nextFrame();
      const start = performance.now();
      target.click();
      // React's update for the click is queued as a microtask during the event; ours runs after.
      await nextMicrotask();
      await nextMicrotask();
      const scripted = performance.now();
      // The option's look follows React's state: unchanged means the render was not yet done.
      if (label?.className === classBefore) throw new Error('React had not committed in time');
      void document.body.offsetHeight; // forces the style and layout of the new state
      const laidOut = performance.now();
      if (round >= 0) results.push({ script: scripted - start, frame: laidOut - start });
    }
    return results;
  }, clickCount);

  // The same kind of clicks as real input events, traced: the renderer's thread time of each
  // click's task (event dispatch plus React's render and commit in its microtasks). Thread time
  // does not grow when other processes take the CPU away, unlike performance.now() on a busy host.
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let round = 0; round < Math.min(clickCount, 40); round++) {
    const boxes = page
      .locator('fieldset')
      .nth(round % 6)
      .locator('input[type=checkbox]:enabled');
    const total = await boxes.count();
    if (total > 0) await boxes.nth((round * 7) % total).click();
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events = trace.traceEvents ?? trace;
  const clickEvents = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  );
  const clickTaskThreadMs = clickEvents.map((click) => {
    const task = events.find(
      (event) =>
        event.ph === 'X' &&
        event.tid === click.tid &&
        event.pid === click.pid &&
        event.name === 'RunTask' &&
        event.ts <= click.ts &&
        event.ts + event.dur >= click.ts + click.dur,
    );
    return ((task ?? click).tdur ?? (task ?? click).dur) / 1000;
  });

  const optionCount = await page.getByRole('checkbox').count();
  const script = samples.map((sample) => sample.script);
  const frame = samples.map((sample) => sample.frame);
  const format = (value) => `${value.toFixed(2)} ms`;
  console.log(
    `category ${category}: ${products.length} products, ${optionCount} options, ` +
      `${samples.length} clicks, CPU throttle ${cpuThrottle}x`,
  );
  console.log(
    `script per click: median ${format(median(script))}, p95 ${format(percentile(script, 0.95))}, max ${format(Math.max(...script))}`,
  );
  console.log(
    `script + style + layout: median ${format(median(frame))}, p95 ${format(percentile(frame, 0.95))}, max ${format(Math.max(...frame))}`,
  );
  if (clickTaskThreadMs.length > 0) {
    console.log(
      `thread time of a click's task (${clickTaskThreadMs.length} traced clicks): median ${format(median(clickTaskThreadMs))}, p95 ${format(percentile(clickTaskThreadMs, 0.95))}, max ${format(Math.max(...clickTaskThreadMs))}`,
    );
  }
  console.log(
    JSON.stringify({
      threadMedianMs: Number(median(clickTaskThreadMs).toFixed(2)),
      threadMaxMs: Number(Math.max(...clickTaskThreadMs).toFixed(2)),
      category,
      products: products.length,
      clicks: samples.length,
      cpuThrottle,
      scriptMedianMs: Number(median(script).toFixed(2)),
      scriptMaxMs: Number(Math.max(...script).toFixed(2)),
      frameMedianMs: Number(median(frame).toFixed(2)),
      frameMaxMs: Number(Math.max(...frame).toFixed(2)),
    }),
  );
} finally {
  await browser.close();
}
