#!/usr/bin/env node
// Measures how long typing one digit into the configurator's width field keeps the main thread
// busy when the part has 400 holes (a 20 x 20 grid), beside a baseline measured in the same run:
// the same typing on the default rectangle without holes (the target: preview and price within one
// frame, 16 ms). Drives Debian's chromium with playwright-core against a running shop
// (`npm start`, or BASE_URL); the material list and prices come from the running gateway.
//
// Per keystroke it records, from the page's own clock (performance.now()):
//   script: from the input event's dispatch until React has committed the new preview and price;
//   frame:  the same plus the style recalculation and layout the browser needs to draw it.
//
// Usage: node mf-configurator/bench/measure-typing.mjs [--keystrokes 60] [--cpu-throttle 1]
//        (env BASE_URL, default http://127.0.0.1:3000)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';

const { values: options } = parseArgs({
  options: {
    keystrokes: { type: 'string', default: '60' },
    'cpu-throttle': { type: 'string', default: '1' },
  },
});
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const keystrokes = Number(options.keystrokes);
const cpuThrottle = Number(options['cpu-throttle']);

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, fraction) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
};

/** Opens the configurator with a material and thickness chosen, so the price is live too. */
async function openConfigurator(context) {
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  await page.goto('/konfigurator');
  const material = page.getByLabel('Material', { exact: true });
  await material.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
  const materialId = await material.locator('option:not([disabled])').first().getAttribute('value');
  await material.selectOption(materialId);
  const thickness = page.getByLabel('Dicke (mm)');
  await thickness.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
  const firstThickness = await thickness
    .locator('option:not([disabled])')
    .first()
    .getAttribute('value');
  await thickness.selectOption(firstThickness);
  await page.getByRole('rowheader', { name: 'Gesamtpreis' }).waitFor();
  return page;
}

/** Sets a 600 x 600 mm plate with a 20 x 20 grid of 5 mm holes, 25 mm apart. */
async function makeGridOf400Holes(page) {
  await page.getByRole('tab', { name: 'Maße' }).click();
  await page.getByLabel('Breite (mm)').fill('600');
  await page.getByLabel('Höhe (mm)').fill('600');
  await page.getByRole('tab', { name: 'Löcher' }).click();
  await page.getByLabel('Lochmuster').selectOption('grid');
  await page.getByLabel('Reihen').fill('20');
  await page.getByLabel('Spalten').fill('20');
  await page.getByLabel('Horizontaler Abstand (mm)').fill('25');
  await page.getByLabel('Vertikaler Abstand (mm)').fill('25');
  await page.getByRole('tab', { name: 'Maße' }).click();
}

/** Types widths one keystroke at a time (as an input event, as React sees typing). */
function measureKeystrokes(page) {
  return page.evaluate(async (count) => {
    const nextMicrotask = () => new Promise((resolve) => queueMicrotask(resolve));
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const input = [...document.querySelectorAll('label')].find(
      (label) => label.textContent === 'Breite (mm)',
    )?.control;
    const preview = document.querySelector('[data-testid="design-preview"]');
    const total = [...document.querySelectorAll('th')].find(
      (cell) => cell.textContent === 'Gesamtpreis',
    )?.nextElementSibling;
    if (!input || !preview || !total) throw new Error('The configurator is not on screen');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const results = [];
    // Warm-up keystroke (first-use JIT) not counted.
    for (let stroke = -1; stroke < count; stroke++) {
      const width = String(600 + ((stroke + 2) % 40));
      const labelBefore = preview.getAttribute('aria-label');
      await nextFrame();
      const start = performance.now();
      setValue.call(input, width);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await nextMicrotask();
      await nextMicrotask();
      const scripted = performance.now();
      if (preview.getAttribute('aria-label') === labelBefore) {
        throw new Error('React had not committed the preview in time');
      }
      void document.body.offsetHeight; // forces style and layout of the new preview and price
      const laidOut = performance.now();
      if (stroke >= 0) results.push({ script: scripted - start, frame: laidOut - start });
    }
    return { results, total: total.textContent };
  }, keystrokes);
}

const summarise = ({ results }) => {
  const script = results.map((sample) => sample.script);
  const frame = results.map((sample) => sample.frame);
  const round = (value) => Number(value.toFixed(2));
  return {
    keystrokes: results.length,
    scriptMedianMs: round(median(script)),
    scriptP95Ms: round(percentile(script, 0.95)),
    scriptMaxMs: round(Math.max(...script)),
    frameMedianMs: round(median(frame)),
    frameP95Ms: round(percentile(frame, 0.95)),
    frameMaxMs: round(Math.max(...frame)),
  };
};

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE' });
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('language', 'de');
  });

  const baselinePage = await openConfigurator(context);
  await baselinePage.getByRole('tab', { name: 'Maße' }).click();
  const baseline = summarise(await measureKeystrokes(baselinePage));
  await baselinePage.close();

  const gridPage = await openConfigurator(context);
  await makeGridOf400Holes(gridPage);
  const holeCount = await gridPage
    .getByRole('rowheader', { name: 'Löcher' })
    .evaluate((cell) => cell.nextElementSibling?.textContent ?? '');
  if (!holeCount.startsWith('400'))
    throw new Error(`Expected 400 holes, the page shows ${holeCount}`);
  const grid = summarise(await measureKeystrokes(gridPage));

  const format = (value) => `${value.toFixed(2)} ms`;
  console.log(`configurator, CPU throttle ${cpuThrottle}x, ${grid.keystrokes} keystrokes each`);
  for (const [name, figures] of [
    ['baseline (no holes)', baseline],
    ['400 holes (20 x 20)', grid],
  ]) {
    console.log(
      `${name}: script median ${format(figures.scriptMedianMs)}, p95 ${format(figures.scriptP95Ms)}, max ${format(figures.scriptMaxMs)}; ` +
        `script + style + layout median ${format(figures.frameMedianMs)}, p95 ${format(figures.frameP95Ms)}, max ${format(figures.frameMaxMs)}`,
    );
  }
  console.log(JSON.stringify({ cpuThrottle, holes: 400, baseline, grid }));
} finally {
  await browser.close();
}
