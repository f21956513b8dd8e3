// Part H's browser path: /laserschnitt-rechner in Debian's chromium, the 30 MB plate set
// on the file input, timed on the page's own clock from the input's change event until the part's
// drawing and metrics have been painted (two animation frames after they enter the DOM).
// Meanwhile it records main-thread long tasks (PerformanceObserver 'longtask', > 50 ms) and the
// largest gap between requestAnimationFrame callbacks: a page that stays responsive keeps both low.
// After the read it picks a material and thickness and waits for the price breakdown.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs in the page before its scripts: the clock, the long tasks and the frame gaps. */
function instrument() {
  const bench = { start: null, shown: null, end: null, longTasks: [], frames: [] };
  window.__laserBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time) => {
    if (bench.start !== null && bench.end === null) bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const preview = () => document.querySelector('svg[role="img"][aria-label^="Vorschau von"]');
  document.addEventListener(
    'change',
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
      bench.start = performance.now();
      bench.frames.push(bench.start);
      const observer = new MutationObserver(() => {
        if (bench.shown !== null || !preview()) return;
        bench.shown = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            bench.end = performance.now();
          }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    true,
  );
}

/**
 * @param {string} baseUrl
 * @param {{ file: string, pierceCount: number }} plate
 * @param {number} runs
 */
export async function measureLaserBrowser(baseUrl, plate, runs) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE' });
      try {
        await context.addInitScript(instrument);
        const page = await context.newPage();
        await page.goto('/laserschnitt-rechner');
        const input = page.locator('input[type="file"]');
        await input.waitFor({ state: 'attached' });
        const started = performance.now();
        await input.setInputFiles(plate.file);
        const pierces = page.getByText(String(plate.pierceCount), { exact: true });
        await pierces.waitFor({ timeout: 120_000 });
        await page.waitForFunction(() => window.__laserBench.end !== null, null, {
          timeout: 30_000,
        });
        const wallMs = performance.now() - started;
        const figures = await page.evaluate(() => {
          const bench = window.__laserBench;
          const during = bench.longTasks.filter(
            (task) => task.start + task.duration >= bench.start && task.start <= bench.end,
          );
          let maxGap = 0;
          const frames = [...bench.frames, bench.end];
          for (let index = 1; index < frames.length; index += 1) {
            maxGap = Math.max(maxGap, frames[index] - frames[index - 1]);
          }
          return {
            quoteMs: bench.end - bench.start,
            shownMs: bench.shown - bench.start,
            longTasks: during.length,
            maxLongTaskMs: during.reduce((max, task) => Math.max(max, task.duration), 0),
            maxFrameGapMs: maxGap,
          };
        });
        // The price: a material and thickness chosen, the breakdown's total appears.
        const choose = async (select) => {
          const option = select.locator('option:not([disabled]):not([value=""])').first();
          await option.waitFor({ state: 'attached' });
          await select.selectOption(await option.getAttribute('value'));
        };
        await choose(page.getByLabel('Material', { exact: true }));
        const thickness = page.getByLabel('Dicke (mm)');
        await thickness.locator('option:not([disabled]):not([value=""])').first().waitFor({
          state: 'attached',
        });
        const priceStarted = performance.now();
        await choose(thickness);
        await page.getByRole('rowheader', { name: 'Gesamtpreis', exact: true }).waitFor();
        const round = (value) => Math.round(value);
        const result = {
          quoteMs: round(figures.quoteMs),
          shownMs: round(figures.shownMs),
          wallMs: round(wallMs),
          longTasks: figures.longTasks,
          maxLongTaskMs: round(figures.maxLongTaskMs),
          maxFrameGapMs: round(figures.maxFrameGapMs),
          priceAfterThicknessMs: round(performance.now() - priceStarted),
        };
        console.log(
          `    run ${run + 1}: quote drawn after ${result.quoteMs} ms (wall ${result.wallMs} ms), ` +
            `${result.longTasks} long tasks, max ${result.maxLongTaskMs} ms, ` +
            `max frame gap ${result.maxFrameGapMs} ms`,
        );
        results.push(result);
      } finally {
        await context.close();
      }
    }
    const pick = (key) => median(results.map((result) => result[key]));
    return {
      runs: results,
      quoteMedianMs: pick('quoteMs'),
      maxLongTaskMedianMs: pick('maxLongTaskMs'),
      maxFrameGapMedianMs: pick('maxFrameGapMs'),
      maxLongTaskMs: Math.max(...results.map((result) => result.maxLongTaskMs)),
      maxFrameGapMs: Math.max(...results.map((result) => result.maxFrameGapMs)),
    };
  } finally {
    await browser.close();
  }
}
