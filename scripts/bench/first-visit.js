// Part B: what a first-time visitor downloads before the home calculator is usable (hydrated and
// showing a price for the visitor's sheet), measured in Debian's chromium with an empty cache.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';

function kindOf(response) {
  const resourceType = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

const MATERIAL = 'Stahl S235';

/**
 * Waits until the calculator answers the visitor, not just until it is on screen: the server's
 * HTML already holds an enabled material select, but before hydration choosing a material does
 * nothing. So it chooses the material again and again until the thickness select (disabled until
 * a material is chosen) becomes enabled; that moment is `hydrated`.
 */
async function waitUntilHydrated(page, timeoutMs) {
  const materialSelect = page.getByLabel('Material', { exact: true });
  const thicknessSelect = page.getByLabel('Dicke (mm)', { exact: true });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await materialSelect.count()) === 1 && (await materialSelect.isEnabled())) {
      await materialSelect.selectOption({ label: MATERIAL }, { timeout: 1000 }).catch(() => {});
      if ((await thicknessSelect.count()) === 1 && (await thicknessSelect.isEnabled())) return;
    }
    await page.waitForTimeout(20);
  }
  throw new Error(`choosing a material did not enable the thickness within ${timeoutMs} ms`);
}

/** Then prices 1000 x 500 mm, 3 mm and waits for the total: the calculator has worked once. */
async function waitForPrice(page, timeoutMs) {
  await page.getByLabel('Dicke (mm)', { exact: true }).selectOption({ label: '3 mm' });
  await page.getByLabel('Breite (mm)', { exact: true }).fill('1000');
  await page.getByLabel('Höhe (mm)', { exact: true }).fill('500');
  await page
    .getByRole('region', { name: 'Ihr Preis' })
    .getByRole('rowheader', { name: 'Gesamtpreis', exact: true })
    .waitFor({ timeout: timeoutMs });
}

/** @param {string} baseUrl */
export async function measureFirstVisit(baseUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const responses = [];
    let hydrated = false;
    let priced = false;
    page.on('response', (response) => {
      if (!priced) responses.push({ response, beforeHydrated: !hydrated });
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/`);
    await waitUntilHydrated(page, 30_000);
    hydrated = true;
    const hydratedAfterMs = Date.now() - started;
    await waitForPrice(page, 30_000);
    priced = true;
    const usableAfterMs = Date.now() - started;

    const files = [];
    for (const { response, beforeHydrated } of responses) {
      const kind = kindOf(response);
      const entry = {
        url: new URL(response.url()).pathname,
        kind,
        status: response.status(),
        contentEncoding: response.headers()['content-encoding'] ?? null,
        beforeHydrated,
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
    const sum = (kind, field, chosen = files) =>
      chosen
        .filter((file) => file.kind === kind)
        .reduce((total, file) => total + (file[field] ?? 0), 0);
    return {
      hydratedAfterMs,
      usableAfterMs,
      jsGzipBytesUntilHydrated: sum(
        'js',
        'gzipBytes',
        files.filter((file) => file.beforeHydrated),
      ),
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
