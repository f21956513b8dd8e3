import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';
import { databaseUrl, natsUrl } from '../support/e2e-environment';
import { normaliseSpaces } from '../support/expected-price';
import {
  defaultWebRoot,
  findFreePort,
  gatewayMain,
  startNodeProcess,
} from '../support/processes.js';
import { startStaticFileServer } from '../support/static-file-server';

const corpus = (name: string) =>
  fileURLToPath(new URL(`../../packages/part-geometry/test-corpus/files/${name}`, import.meta.url));

// 200 x 100 mm plate with a circle, an ellipse and a slot: 4 pierces (corpus expected.json).
const PART = 'r2000-chained-lines-ellipse-slot.dxf';

test.describe('laser calculator', () => {
  test('a non-DXF file is refused as Ungültige Datei', async ({ page }) => {
    await page.goto('/laserschnitt-rechner');
    await expect(page.getByText('50MB max | DXF')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles(corpus('notes.txt'));

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ungültige Datei');
    await expect(alert).toContainText('Bitte laden Sie nur DXF-Dateien hoch');
  });

  test('a damaged DXF is refused with the line it breaks at, and gets no price', async ({
    page,
  }) => {
    await page.goto('/laserschnitt-rechner');
    // A plate with four holes whose second CIRCLE has the group code "1O" (letter O) on line 103
    // (test-corpus/damaged/expected.json).
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        fileURLToPath(
          new URL(
            '../../packages/part-geometry/test-corpus/damaged/files/circle-code-letter-o.dxf',
            import.meta.url,
          ),
        ),
      );

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Die Datei kann nicht berechnet werden');
    await expect(alert).toContainText(
      'Die Datei ist beschädigt: Zeile 103 sollte einen DXF-Gruppencode (eine ganze Zahl) enthalten.',
    );
    await expect(page.getByRole('img', { name: /Vorschau von/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  });

  test('a DXF is read in the browser, drawn, priced, and lands in the cart at the server price', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/laserschnitt-rechner');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Laserschnitt-Rechner' }),
    ).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles(corpus(PART));

    // Read in the Web Worker: the drawing with its holes and the bounding box.
    const preview = page.getByRole('img', { name: `Vorschau von ${PART}, 200 × 100 mm` });
    await expect(preview).toBeVisible();
    await expect(preview.locator('path[data-role="hole"]')).toHaveCount(1);
    await expect(preview).toContainText('200 mm');

    await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
    await page.getByLabel('Dicke (mm)').selectOption('3');
    await page.getByLabel('Stückzahl').fill('2');
    const total = page
      .getByRole('rowheader', { name: 'Gesamtpreis', exact: true })
      .locator('xpath=following-sibling::td[1]');
    await expect(total).toContainText('€');
    const browserTotal = normaliseSpaces(await total.innerText());

    // The ellipse touches the slot: no web between them in a 3 mm sheet. The page rings both and
    // names the warning as soon as the thickness is chosen, before anything is uploaded.
    await expect(preview.locator('[data-finding="web_too_thin"]')).toHaveCount(2);
    await expect(page.getByTestId('laser-manufacturability')).toContainText(
      'Steg zwischen Ausschnitten zu schmal',
    );

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    // The warning is confirmed before the part goes into the cart.
    await page
      .getByRole('alertdialog', { name: 'Hinweise zur Fertigung' })
      .getByRole('button', {
        name: 'Ich habe die Hinweise gelesen und möchte das Teil so bestellen',
      })
      .click();
    await expect(page.getByText(`2x ${PART} wurde zum Warenkorb hinzugefügt`)).toBeVisible();
    // The server read the uploaded file itself and came to the same price.
    await expect(page.getByText(/Vom Server bestätigt/)).toHaveText(
      new RegExp(`${browserTotal.replace(/[.,]/g, '\\$&').replace(/ /g, '\\s')}$`),
    );

    const cartPage = new CartPage(page);
    await cartPage.goto();
    await expect(cartPage.lines.filter({ hasText: PART })).toHaveCount(1);
  });

  test('an e-mail request for a detailed offer is sent and offers another upload', async ({
    page,
  }) => {
    await page.goto('/laserschnitt-rechner');
    await page.locator('input[type="file"]').setInputFiles(corpus(PART));
    await expect(page.getByRole('img', { name: new RegExp(`Vorschau von ${PART}`) })).toBeVisible();

    await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com');
    await page.getByLabel('Nachricht (optional)').fill('Bitte mit Entgraten');
    await page.getByRole('button', { name: 'Angebot anfordern' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Anfrage gesendet' });
    await expect(success).toContainText('kunde@example.com');
    await success.getByRole('button', { name: 'Weitere Datei hochladen' }).click();
    await expect(page.getByRole('button', { name: 'Datei auswählen' })).toBeVisible();
  });

  test('with the calculator served from another origin the file is still read and drawn', async ({
    page,
    cookieBanner,
  }) => {
    test.setTimeout(90_000);
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      // The browser refuses a worker script from another origin; the page reads on its own thread.
      const remoteHost = await startStaticFileServer(join(defaultWebRoot, 'remotes', 'calculator'));
      cleanups.push(() => remoteHost.close());
      const webRoot = await mkdtemp(join(tmpdir(), 'bleche-web-'));
      cleanups.push(() => rm(webRoot, { recursive: true, force: true }));
      await cp(defaultWebRoot, webRoot, { recursive: true });
      const manifest = JSON.parse(await readFile(join(webRoot, 'remotes.json'), 'utf8')) as Record<
        string,
        string
      >;
      manifest.calculator = `${remoteHost.origin}/remoteEntry.js`;
      await writeFile(join(webRoot, 'remotes.json'), JSON.stringify(manifest));
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

      await page.goto(`${gatewayOrigin}/laserschnitt-rechner`);
      await cookieBanner.accept();
      await page.locator('input[type="file"]').setInputFiles(corpus(PART));
      await expect(
        page.getByRole('img', { name: `Vorschau von ${PART}, 200 × 100 mm` }),
      ).toBeVisible();
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  });
});
