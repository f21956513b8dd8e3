import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '../fixtures/test';
import { HomePage } from '../pages/home-page';
import { databaseUrl, natsUrl } from '../support/e2e-environment';
import {
  defaultWebRoot,
  findFreePort,
  gatewayMain,
  renderMain,
  startNodeProcess,
} from '../support/processes.js';

const heading = 'Bleche nach Maß zugeschnitten';
const releasedHeading = 'Bleche nach Maß, zweite Ausgabe';
const thirdHeading = 'Bleche nach Maß, dritte Ausgabe';

/** Replaces the German hero heading in every script of a folder (a rebuilt remote's texts). */
async function changeHeading(folder: string, from: string, to: string): Promise<number> {
  let changed = 0;
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.js')) continue;
    const file = join(folder, name);
    const source = await readFile(file, 'utf8');
    const next = source.replaceAll(`"title":"${from}"`, `"title":"${to}"`);
    if (next !== source) {
      await writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}

test('a redeployed remote changes the server-rendered page without touching the shell, and a remote without a server build still gives a working page', async ({
  page,
  request,
  cookieBanner,
}) => {
  test.setTimeout(150_000);
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    // A deployment of its own: a copy of the built front ends, its gateway and rendering server.
    const webRoot = await mkdtemp(join(tmpdir(), 'bleche-web-'));
    cleanups.push(() => rm(webRoot, { recursive: true, force: true }));
    await cp(defaultWebRoot, webRoot, { recursive: true });
    const port = await findFreePort();
    const renderPort = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const nats = natsUrl ? { NATS_URL: natsUrl } : {};
    const render = await startNodeProcess({
      name: 'render',
      script: renderMain,
      env: {
        ...process.env,
        ...nats,
        PORT: String(renderPort),
        HOST: '127.0.0.1',
        API_URL: origin,
        REMOTES_REFRESH_MS: '200',
      },
      output: 'quiet',
    });
    cleanups.push(() => render.stop());
    const gateway = await startNodeProcess({
      name: 'gateway',
      script: gatewayMain,
      env: {
        ...process.env,
        ...nats,
        PORT: String(port),
        WEB_ROOT: webRoot,
        PUBLIC_ORIGIN: origin,
        SSR_URL: `http://127.0.0.1:${renderPort}`,
        DATABASE_URL: databaseUrl,
      },
      output: 'quiet',
    });
    cleanups.push(() => gateway.stop());
    const firstHtml = async () => (await request.get(`${origin}/`)).text();
    expect(await firstHtml()).toContain(heading);

    // The calculator's next release: its browser files and a server build at a new address.
    const calculator = join(webRoot, 'remotes', 'calculator');
    const serverEntryFile = join(calculator, 'server-entry.json');
    const serverEntry = JSON.parse(await readFile(serverEntryFile, 'utf8')) as {
      entry: string;
      css: string[];
    };
    const release = join(calculator, 'server', 'release-2');
    await cp(join(calculator, dirname(serverEntry.entry)), release, { recursive: true });
    expect(await changeHeading(release, heading, releasedHeading)).toBeGreaterThan(0);
    expect(await changeHeading(calculator, heading, releasedHeading)).toBeGreaterThan(0);
    await writeFile(
      serverEntryFile,
      JSON.stringify({ ...serverEntry, entry: 'server/release-2/remoteEntry.js' }),
    );
    const shellFiles = await readFile(join(webRoot, 'index.html'));

    await expect.poll(firstHtml, { timeout: 15_000 }).toContain(releasedHeading);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await cookieBanner.accept();
    await expect(page.getByRole('heading', { level: 1, name: releasedHeading })).toBeVisible();
    expect(errors).toEqual([]);
    // The shell was neither rebuilt nor restarted.
    expect(await readFile(join(webRoot, 'index.html'))).toEqual(shellFiles);

    // A release whose server build is missing: the page is rendered in the browser instead.
    expect(await changeHeading(calculator, releasedHeading, thirdHeading)).toBeGreaterThan(0);
    await writeFile(
      serverEntryFile,
      JSON.stringify({ ...serverEntry, entry: 'server/release-3/remoteEntry.js' }),
    );
    await expect.poll(firstHtml, { timeout: 15_000 }).not.toContain(releasedHeading);
    const response = await request.get(`${origin}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Krause Metalltechnik GmbH');
    expect(html).toContain('href="/konfigurator"');

    expect(html).not.toContain(thirdHeading);

    // The test changed the files in place under their old names, which the browser has cached as
    // unchanging; a real release has new names. Routing them bypasses the browser's cache.
    await page.route('**/remotes/calculator/**', (route) => route.continue());
    await page.goto(`${origin}/`);
    const homePage = new HomePage(page);
    await expect(page.getByRole('heading', { level: 1, name: thirdHeading })).toBeVisible();
    await homePage.chooseMaterial('Stahl S235');
    await homePage.chooseThickness(3);
    await homePage.enterSize(1000, 500);
    await expect(homePage.breakdownRow('totalPrice')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
