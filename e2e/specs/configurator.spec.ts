import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';
import { normaliseSpaces } from '../support/expected-price';

/** Screen point of a design millimetre on the editor canvas (viewBox, xMidYMid meet). */
async function canvasAt(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const [x, y, width, height] = (await canvas.getAttribute('viewBox'))!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const scale = Math.min(box.width / width, box.height / height);
  const left = box.x + (box.width - width * scale) / 2;
  const top = box.y + (box.height - height * scale) / 2;
  return (mmX: number, mmY: number) => ({
    x: left + (mmX - x) * scale,
    y: top + (mmY - y) * scale,
  });
}

async function clickAt(page: Page, canvas: Locator, mmX: number, mmY: number) {
  const point = (await canvasAt(canvas))(mmX, mmY);
  await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.down();
  await page.mouse.up();
}

const totalPrice = (page: Page) =>
  page
    .getByRole('rowheader', { name: 'Gesamtpreis', exact: true })
    .locator('xpath=following-sibling::td[1]');

test.use({ viewport: { width: 1280, height: 1400 } });

test('configurator: a washer with a grid of holes, a drawn shape, its DXF and the same price in the cart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/konfigurator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blechelemente entwerfen' }),
  ).toBeVisible();

  // Form: washer 300 / 50 mm.
  await page.getByLabel('Grundform').selectOption('washer');
  await page.getByRole('tab', { name: 'Maße' }).click();
  await page.getByLabel('Außendurchmesser (mm)').fill('300');
  await page.getByLabel('Innendurchmesser (mm)').fill('50');
  // Löcher: a 2 x 2 grid, 80 mm apart, clear of the inner hole.
  await page.getByRole('tab', { name: 'Löcher' }).click();
  await page.getByLabel('Lochmuster').selectOption('grid');
  await page.getByLabel('Reihen').fill('2');
  await page.getByLabel('Spalten').fill('2');
  await page.getByLabel('Horizontaler Abstand (mm)').fill('80');
  await page.getByLabel('Vertikaler Abstand (mm)').fill('80');
  // Ecken: rounded corners on.
  await page.getByRole('tab', { name: 'Ecken' }).click();
  await page.getByRole('switch', { name: 'Abgerundete Ecken' }).click();
  await expect(page.getByRole('switch', { name: 'Abgerundete Ecken' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Material and thickness: 3 mm is chosen with the material.
  await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
  await expect(page.getByLabel('Dicke (mm)')).toHaveValue('3');
  await expect(totalPrice(page)).toContainText('€');
  const holesRow = page
    .getByRole('rowheader', { name: 'Löcher', exact: true })
    .locator('xpath=following-sibling::td[1]');
  await expect(holesRow).toContainText('4 ×');

  // Editor: a closed triangle drawn with the line tool, closed by clicking near its start.
  await page.getByRole('tab', { name: 'Editor' }).click();
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toBeVisible();
  await clickAt(page, canvas, 100, 200);
  await clickAt(page, canvas, 160, 200);
  await clickAt(page, canvas, 130, 240);
  await clickAt(page, canvas, 101, 201);
  await expect(canvas.locator('[data-ref^="customLine:"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Vorschau' }).click();
  await expect(page.getByTestId('design-preview')).toBeVisible();
  const configuratorPrice = normaliseSpaces(await totalPrice(page).innerText());

  // DXF download under the name the toast gives.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DXF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('szablon_blechy.dxf');
  const dxf = await readFile((await download.path())!, 'utf8');
  for (const marker of ['SECTION', 'ENTITIES', 'CIRCLE']) expect(dxf).toContain(marker);
  await expect(page.getByText('Die Datei szablon_blechy.dxf wurde heruntergeladen.')).toBeVisible();

  // Into the cart, then the line, its preview and the same price there.
  await page.getByRole('button', { name: 'Zum Warenkorb' }).click();
  await expect(
    page.getByText('Das entworfene Element wurde zum Warenkorb hinzugefügt.'),
  ).toBeVisible();
  const cartPage = new CartPage(page);
  await cartPage.goto();
  const line = cartPage.lines.filter({ hasText: 'Stahl S235' }).first();
  await expect(line).toBeVisible();
  await expect(line.getByTestId('cart-design-preview')).toBeVisible();
  const unitPrice = line
    .getByRole('term')
    .filter({ hasText: /^Stückpreis$/ })
    .locator('xpath=following-sibling::dd[1]');
  expect(normaliseSpaces(await unitPrice.innerText())).toBe(configuratorPrice);
});

test.describe('configurator sizes in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('names the allowed range for a width of 99999 and reads a decimal comma', async ({
    page,
  }) => {
    await page.goto('/konfigurator');
    await page.getByRole('tab', { name: 'Maße' }).click();
    const width = page.getByLabel('Breite (mm)', { exact: true });
    await expect(width).toHaveValue('200');

    await width.fill('');
    await width.pressSequentially('99999');
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription('Zwischen 0,01 und 6000 mm');

    await width.fill('');
    await expect(width).toHaveAccessibleDescription('Erforderlich');

    await width.pressSequentially('212,5');
    await expect(width).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('img', { name: /212[.,]5 × 150 mm/ })).toBeVisible();
  });
});

/** What the customer reads in each language for a plate in 5 mm steel with Ø 2 mm holes. */
const smallHoleTexts = {
  de: {
    steel: 'Stahl S235',
    material: 'Material',
    thickness: 'Dicke (mm)',
    holes: 'Löcher',
    pattern: 'Lochmuster',
    diameter: 'Lochdurchmesser (mm)',
    finding: '4 × Loch zu klein: Ø 2 mm, mindestens 5 mm',
  },
  en: {
    steel: 'Steel S235',
    material: 'Material',
    thickness: 'Thickness (mm)',
    holes: 'Holes',
    pattern: 'Hole pattern',
    diameter: 'Hole diameter (mm)',
    finding: '4 × Hole too small: Ø 2 mm, at least 5 mm',
  },
  pl: {
    steel: 'Stal S235',
    material: 'Materiał',
    thickness: 'Grubość (mm)',
    holes: 'Otwory',
    pattern: 'Układ otworów',
    diameter: 'Średnica otworu (mm)',
    finding: '4 × Otwór za mały: Ø 2 mm, co najmniej 5 mm',
  },
} as const;

for (const language of ['de', 'en', 'pl'] as const) {
  test(`configurator in ${language}: holes of Ø 2 mm in 5 mm steel are ringed and named`, async ({
    page,
    siteHeader,
  }) => {
    const texts = smallHoleTexts[language];
    await page.goto('/konfigurator');
    if (language !== 'de') {
      await siteHeader.switchLanguage(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    await page.getByLabel(texts.material, { exact: true }).selectOption({ label: texts.steel });
    await page.getByLabel(texts.thickness, { exact: true }).selectOption('5');
    await page.getByRole('tab', { name: texts.holes }).click();
    await page.getByLabel(texts.pattern, { exact: true }).selectOption('corners');
    await page.getByLabel(texts.diameter, { exact: true }).fill('2');

    const preview = page.getByTestId('design-preview');
    await expect(preview.locator('[data-finding="hole_too_small"]')).toHaveCount(4);
    await expect(preview.locator('[data-finding="hole_too_small"]').first()).toBeVisible();
    await expect(
      page.getByTestId('design-findings').locator('[data-finding="hole_too_small"]'),
    ).toHaveText(texts.finding);
  });
}
