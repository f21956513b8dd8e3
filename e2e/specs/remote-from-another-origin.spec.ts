import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures/test';
import { HomePage } from '../pages/home-page';
import { databaseUrl, natsUrl } from '../support/e2e-environment';
import { expectedBreakdown, formatEuros } from '../support/expected-price';
import {
  defaultWebRoot,
  findFreePort,
  gatewayMain,
  startNodeProcess,
} from '../support/processes.js';
import { startStaticFileServer } from '../support/static-file-server';

test('a remote can be served from another origin by changing only the manifest', async ({
  page,
  pricingApi,
  cookieBanner,
}) => {
  test.setTimeout(120_000);
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    // Another origin serving the calculator's build as it is: a CDN or another team's host.
    const remoteHost = await startStaticFileServer(join(defaultWebRoot, 'remotes', 'calculator'));
    cleanups.push(() => remoteHost.close());

    // A copy of the deployed front ends where only remotes.json changes: no shell rebuild.
    const webRoot = await mkdtemp(join(tmpdir(), 'bleche-web-'));
    cleanups.push(() => rm(webRoot, { recursive: true, force: true }));
    await cp(defaultWebRoot, webRoot, { recursive: true });
    const manifest = JSON.parse(await readFile(join(webRoot, 'remotes.json'), 'utf8')) as Record<
      string,
      string
    >;
    manifest.calculator = `${remoteHost.origin}/remoteEntry.js`;
    await writeFile(join(webRoot, 'remotes.json'), JSON.stringify(manifest));
    expect(await readFile(join(webRoot, 'index.html'))).toEqual(
      await readFile(join(defaultWebRoot, 'index.html')),
    );

    // A second gateway on that copy; it reads remotes.json at start to allow the origin in its CSP.
    const port = await findFreePort();
    const gatewayOrigin = `http://127.0.0.1:${port}`;
    const gateway = await startNodeProcess({
      name: 'gateway',
      script: gatewayMain,
      env: {
        ...process.env,
        PORT: String(port),
        WEB_ROOT: webRoot,
        PUBLIC_ORIGIN: gatewayOrigin,
        DATABASE_URL: databaseUrl,
        ...(natsUrl ? { NATS_URL: natsUrl } : {}),
      },
      output: 'quiet',
    });
    cleanups.push(() => gateway.stop());

    const requestedUrls: string[] = [];
    page.on('request', (request) => requestedUrls.push(request.url()));
    const material = await pricingApi.material('Stahl S235');
    const row = await pricingApi.priceRow(material.id, 3);
    const expectedTotal = formatEuros(expectedBreakdown(row, 1000, 500).totalCents, 'de');

    await page.goto(`${gatewayOrigin}/`);
    await cookieBanner.accept();
    const homePage = new HomePage(page);
    await homePage.chooseMaterial('Stahl S235');
    await homePage.chooseThickness(3);
    await homePage.enterSize(1000, 500);
    await expect(homePage.breakdownRow('totalPrice')).toHaveText(expectedTotal);

    expect(requestedUrls).toContain(`${remoteHost.origin}/remoteEntry.js`);
    expect(remoteHost.requestedPaths).toContain('/remoteEntry.js');
    expect(
      requestedUrls.filter((url) => url.startsWith(`${gatewayOrigin}/remotes/calculator/`)),
    ).toEqual([]);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
