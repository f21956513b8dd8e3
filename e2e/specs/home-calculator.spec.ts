import { calculatePriceResponseSchema } from '@shop/contracts';
import { expect, test } from '../fixtures/test';
import { calculatorTexts, type HomePage } from '../pages/home-page';
import {
  expectedBreakdown,
  formatDecimal,
  formatEuros,
  type Language,
} from '../support/expected-price';
import { type PricingApi } from '../support/pricing-api';

const MATERIAL = 'Stahl S235';
/** The same material as the calculator names it in each language. */
const MATERIAL_NAMES = { de: MATERIAL, en: 'Steel S235', pl: 'Stal S235' } as const;
const THICKNESS_MM = 3;
const WIDTH_MM = 1000;
const HEIGHT_MM = 500;

/** The breakdown for 1000 x 500 mm Stahl S235 3 mm, computed by hand from the served price row. */
async function expectedRows(pricingApi: PricingApi, language: Language) {
  const material = await pricingApi.material(MATERIAL);
  const row = await pricingApi.priceRow(material.id, THICKNESS_MM);
  const expected = expectedBreakdown(row, WIDTH_MM, HEIGHT_MM);
  // 1000 x 500 mm = 0.5 m²; perimeter 2 x (1000 + 500) mm = 3 m
  expect(expected.areaSquareMetres).toBe(0.5);
  expect(expected.cuttingLengthMetres).toBe(3);
  return {
    material: MATERIAL_NAMES[language],
    area: `${formatDecimal(0.5, 2, language)} m²`,
    materialCost: formatEuros(expected.materialCostCents, language),
    cuttingLength: `${formatDecimal(3, 2, language)} m`,
    cuttingCost: formatEuros(expected.cuttingCostCents, language),
    totalPrice: formatEuros(expected.totalCents, language),
  };
}

async function priceTheSteelSheet(homePage: HomePage, language: Language = 'de') {
  await homePage.chooseMaterial(MATERIAL_NAMES[language]);
  await homePage.chooseThickness(THICKNESS_MM);
  await homePage.enterSize(WIDTH_MM, HEIGHT_MM);
}

test.describe('home calculator', () => {
  test('shows the exact breakdown for 1000 x 500 mm Stahl S235 3 mm in German', async ({
    homePage,
    pricingApi,
  }) => {
    const expected = await expectedRows(pricingApi, 'de');
    await homePage.goto();
    await priceTheSteelSheet(homePage);

    expect(await homePage.readBreakdown()).toEqual(expected);
    // e.g. '14,45 €': comma decimals and the euro sign after the amount
    expect(expected.materialCost).toMatch(/^\d+,\d{2} €$/);
  });

  for (const language of ['en', 'pl'] as const) {
    test(`shows the breakdown in ${language} after switching the language in the header`, async ({
      page,
      homePage,
      siteHeader,
      pricingApi,
    }) => {
      const expected = await expectedRows(pricingApi, language);
      await homePage.goto();
      await siteHeader.switchLanguage(language);
      homePage.language = language;

      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(homePage.materialSelect()).toBeEnabled();
      await expect(homePage.widthInput()).toBeVisible();
      await expect(page.getByLabel(calculatorTexts.de.width, { exact: true })).toHaveCount(0);
      await priceTheSteelSheet(homePage, language);

      expect(await homePage.readBreakdown()).toEqual(expected);
    });
  }

  test('keeps the German price after switching to English and back', async ({
    homePage,
    siteHeader,
    pricingApi,
  }) => {
    const german = await expectedRows(pricingApi, 'de');
    const english = await expectedRows(pricingApi, 'en');
    await homePage.goto();
    await priceTheSteelSheet(homePage);
    await expect(homePage.breakdownRow('totalPrice')).toHaveText(german.totalPrice);

    await siteHeader.switchLanguage('en');
    homePage.language = 'en';
    await expect(homePage.breakdownRow('totalPrice')).toHaveText(english.totalPrice);
    await expect(homePage.breakdownRow('area')).toHaveText(english.area);
  });

  test('prices the sheet in the dark theme and keeps the theme after a reload', async ({
    page,
    homePage,
    siteHeader,
    pricingApi,
  }) => {
    const expected = await expectedRows(pricingApi, 'de');
    await homePage.goto();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await siteHeader.switchToDarkTheme();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await priceTheSteelSheet(homePage);
    expect(await homePage.readBreakdown()).toEqual(expected);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(siteHeader.themeToggle()).toHaveAccessibleName('Helles Design');
  });

  test('keeps the chosen language after a reload', async ({ page, homePage, siteHeader }) => {
    await homePage.goto();
    await siteHeader.switchLanguage('pl');

    await page.reload();
    homePage.language = 'pl';
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(homePage.materialSelect()).toBeEnabled();
    await expect(homePage.widthInput()).toBeVisible();
  });

  test('shows an alert instead of a price when the calculation fails', async ({
    page,
    homePage,
  }) => {
    await page.route('**/api/calculate-price', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The pricing service did not answer',
        }),
      }),
    );
    await homePage.goto();
    await priceTheSteelSheet(homePage);

    await expect(homePage.priceAlert()).toBeVisible();
    await expect(homePage.breakdownRow('totalPrice')).toBeHidden();
  });

  test('clears the thickness when the material changes', async ({ homePage }) => {
    await homePage.goto();
    await priceTheSteelSheet(homePage);
    await expect(homePage.breakdownRow('totalPrice')).toBeVisible();

    await homePage.chooseMaterial('Aluminium 5754');

    await expect(homePage.thicknessSelect()).toHaveValue('');
    await expect(homePage.breakdownRow('totalPrice')).toBeHidden();
    await expect(homePage.emptyPrompt()).toBeVisible();
  });

  test('keeps the thickness disabled until a material is chosen', async ({ homePage }) => {
    await homePage.goto();
    await expect(homePage.materialSelect()).toBeEnabled();
    await expect(homePage.thicknessSelect()).toBeDisabled();
    await expect(homePage.emptyPrompt()).toBeVisible();
  });

  test('shows a field message and no price for a width of 0', async ({ homePage }) => {
    await homePage.goto();
    await priceTheSteelSheet(homePage);
    await expect(homePage.breakdownRow('totalPrice')).toBeVisible();

    await homePage.widthInput().fill('0');

    await expect(homePage.widthInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(homePage.widthInput()).toHaveAccessibleDescription('Zwischen 1 und 6000 mm');
    await expect(homePage.breakdownRow('totalPrice')).toBeHidden();
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('prices a width typed as "12,5" as 12.5 mm, the price the API gives for 12.5', async ({
      page,
      homePage,
      pricingApi,
    }) => {
      const material = await pricingApi.material(MATERIAL);
      const response = await page.request.post('/api/calculate-price', {
        data: { materialId: material.id, width: 12.5, height: HEIGHT_MM, thickness: THICKNESS_MM },
      });
      expect(response.status()).toBe(200);
      const answer = calculatePriceResponseSchema.parse(await response.json());
      expect(answer.width).toBe(12.5);

      await homePage.goto();
      expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
      await homePage.chooseMaterial(MATERIAL);
      await homePage.chooseThickness(THICKNESS_MM);
      // typed key by key, as a customer does, not filled in at once
      await homePage.widthInput().pressSequentially('12,5');
      await homePage.heightInput().pressSequentially(String(HEIGHT_MM));

      await expect(homePage.widthInput()).toHaveValue('12,5');
      await expect(homePage.widthInput()).not.toHaveAttribute('aria-invalid', 'true');
      // 12.5 x 500 mm = 0.00625 m², shown with four decimals (125 mm would be 0,0625 m²)
      await expect(homePage.breakdownRow('area')).toHaveText('0,0063 m²');
      await expect(homePage.breakdownRow('totalPrice')).toHaveText(
        formatEuros(Math.round(answer.totalPrice * 100), 'de'),
      );
    });

    test('names the allowed range for a width of 99999', async ({ homePage }) => {
      await homePage.goto();
      await homePage.widthInput().pressSequentially('99999');
      await expect(homePage.widthInput()).toHaveAccessibleDescription('Zwischen 1 und 6000 mm');
    });
  });

  test('shows a field message and no price for an emptied width', async ({ homePage }) => {
    await homePage.goto();
    await priceTheSteelSheet(homePage);
    await expect(homePage.breakdownRow('totalPrice')).toBeVisible();

    await homePage.widthInput().fill('');

    await expect(homePage.widthInput()).toHaveAccessibleDescription('Erforderlich');
    await expect(homePage.breakdownRow('totalPrice')).toBeHidden();
  });

  test('shows an alert and a disabled material dropdown when the materials cannot be loaded', async ({
    page,
    homePage,
    siteHeader,
  }) => {
    // The server renders / with the materials it read itself; the browser reads them when the
    // visitor comes to the calculator from another page.
    await page.goto('/shop');
    await page.route(/\/api\/materials(\?|$)/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The pricing service did not answer',
        }),
      }),
    );
    await siteHeader.link('Rechner').click();

    await expect(homePage.materialsAlert()).toBeVisible();
    await expect(homePage.materialSelect()).toBeDisabled();
    await expect(homePage.thicknessSelect()).toBeDisabled();
  });
});
