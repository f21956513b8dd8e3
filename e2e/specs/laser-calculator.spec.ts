import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';
import { normaliseSpaces } from '../support/expected-price';

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

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
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
});
