// Part B: what a first-time visitor downloads before the home calculator is usable, measured in
// Debian's chromium with an empty cache.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.js';

function kindOf(response) {
  const resourceType = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

/** Waits until the calculator's material select (label 'Material', German default) is enabled. */
async function waitUntilCalculatorUsable(page, timeoutMs) {
  const materialSelect = page.getByLabel('Material', { exact: true });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await materialSelect.count()) === 1 && (await materialSelect.isEnabled())) return;
    await page.waitForTimeout(20);
  }
  throw new Error(`the material select was not enabled within ${timeoutMs} ms`);
}

/** @param {string} baseUrl */
export async function measureFirstVisit(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const responses = [];
    let usable = false;
    page.on('response', (response) => {
      if (!usable) responses.push(response);
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/`);
    await waitUntilCalculatorUsable(page, 30_000);
    usable = true;
    const usableAfterMs = Date.now() - started;

    const files = [];
    for (const response of responses) {
      const kind = kindOf(response);
      const entry = {
        url: new URL(response.url()).pathname,
        kind,
        status: response.status(),
        contentEncoding: response.headers()['content-encoding'] ?? null,
      };
      if (kind !== 'other' && response.status() === 200) {
        const body = await response.body();
        const sizes = await response.request().sizes();
        entry.bytes = body.length;
        entry.gzipBytes = gzipSync(body).length;
        entry.transferBytes = sizes.responseBodySize;
      }
      files.push(entry);
    }
    const sum = (kind, field) =>
      files
        .filter((file) => file.kind === kind)
        .reduce((total, file) => total + (file[field] ?? 0), 0);
    return {
      usableAfterMs,
      requests: files.length,
      jsRequests: files.filter((file) => file.kind === 'js').length,
      cssRequests: files.filter((file) => file.kind === 'css').length,
      jsGzipBytes: sum('js', 'gzipBytes'),
      cssGzipBytes: sum('css', 'gzipBytes'),
      jsTransferBytes: sum('js', 'transferBytes'),
      cssTransferBytes: sum('css', 'transferBytes'),
      jsBytes: sum('js', 'bytes'),
      cssBytes: sum('css', 'bytes'),
      files,
    };
  } finally {
    await browser.close();
  }
}
