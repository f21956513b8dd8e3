import { expect, test as base } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';
import { type HomePage } from '../pages/home-page';
import { type SiteHeader } from '../pages/site-header';
import { Toasts } from '../pages/toasts';
import { expectedBreakdown, formatEuros } from '../support/expected-price';
import { type PricingApi } from '../support/pricing-api';

const test = base.extend<{ cartPage: CartPage; toasts: Toasts }>({
  cartPage: async ({ page }, provide) => provide(new CartPage(page)),
  toasts: async ({ page }, provide) => provide(new Toasts(page)),
});

const MATERIAL = 'Stahl S235';
const THICKNESS_MM = 3;
const SMALL_SHEET = { width: 500, height: 400, name: 'Blechzuschnitt Stahl S235, 500 × 400 mm' };
const LARGE_SHEET = { width: 1000, height: 500, name: 'Blechzuschnitt Stahl S235, 1000 × 500 mm' };

/**
 * The unit price of a Stahl S235 3 mm sheet from the served price row (seed: 28.90 EUR/m²,
 * cutting 1.20 EUR/m), checked against the hand calculation written beside each size.
 */
async function unitPriceCents(pricingApi: PricingApi, width: number, height: number) {
  const material = await pricingApi.material(MATERIAL);
  const row = await pricingApi.priceRow(material.id, THICKNESS_MM);
  return expectedBreakdown(row, width, height).totalCents;
}

async function addSheet(
  homePage: HomePage,
  siteHeader: SiteHeader,
  toasts: Toasts,
  sheet: { width: number; height: number },
  quantityAfter: number,
) {
  await homePage.chooseMaterial(MATERIAL);
  await homePage.chooseThickness(THICKNESS_MM);
  await homePage.enterSize(sheet.width, sheet.height);
  await homePage.breakdownRow('totalPrice').waitFor();
  await homePage.addToCart();
  await expect(toasts.withText('Zum Warenkorb hinzugefügt')).toBeVisible();
  await expect(siteHeader.cartBadge()).toHaveText(String(quantityAfter));
  await expect(siteHeader.cartLink()).toHaveAccessibleName(`Warenkorb ${quantityAfter} Artikel`);
}

const euros = (cents: number) => formatEuros(cents, 'de');

test.describe('cart', () => {
  // Whole shopping journeys: a dozen requests through gateway, cart and pricing on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('adds a calculated sheet and drops the minimum-order surcharge once the subtotal passes 25 EUR', async ({
    page,
    homePage,
    siteHeader,
    cartPage,
    toasts,
    pricingApi,
  }) => {
    // 500 x 400 mm: 0.2 m² x 28.90 = 5.78; perimeter 1.8 m x 1.20 = 2.16; together 7.94 EUR
    const unit = await unitPriceCents(pricingApi, SMALL_SHEET.width, SMALL_SHEET.height);
    expect(unit).toBe(794);

    await homePage.goto();
    await expect(siteHeader.cartBadge()).toBeHidden();
    await addSheet(homePage, siteHeader, toasts, SMALL_SHEET, 1);

    await siteHeader.cartLink().click();
    await expect(page).toHaveURL(/\/warenkorb$/);
    const line = cartPage.line(SMALL_SHEET.name);
    await expect(line.unitPrice).toHaveText(euros(unit));
    await expect(line.quantity).toHaveValue('1');
    await expect(line.decreaseButton).toBeDisabled();
    await expect(cartPage.checkoutLink).toHaveAttribute('href', '/kasse');
    // 25.00 - 7.94 = 17.06
    expect(await cartPage.readSummary()).toEqual({
      subtotal: euros(794),
      minimumOrderValue: euros(2500),
      surcharge: euros(1706),
      total: euros(2500),
    });
    await expect(cartPage.minimumOrderAlert).toBeVisible();

    // 3 x 7.94 = 23.82, still below 25: surcharge 1.18
    await line.increase();
    await expect(line.quantity).toHaveValue('2');
    await line.increase();
    await expect(line.quantity).toHaveValue('3');
    await expect(cartPage.summaryRow('subtotal')).toHaveText(euros(2382));
    await expect(cartPage.summaryRow('surcharge')).toHaveText(euros(118));
    await expect(cartPage.summaryRow('total')).toHaveText(euros(2500));
    await expect(cartPage.minimumOrderAlert).toBeVisible();

    // 4 x 7.94 = 31.76: no surcharge any more
    await line.increase();
    await expect(line.quantity).toHaveValue('4');
    await expect(line.lineTotal).toHaveText(euros(3176));
    expect(await cartPage.readSummary()).toEqual({
      subtotal: euros(3176),
      minimumOrderValue: euros(2500),
      total: euros(3176),
    });
    await expect(cartPage.minimumOrderAlert).toBeHidden();
    await expect(line.decreaseButton).toBeEnabled();
    await expect(siteHeader.cartBadge()).toHaveText('4');

    // Back to 3: the surcharge returns
    await line.decrease();
    await expect(cartPage.summaryRow('surcharge')).toHaveText(euros(118));
    await expect(siteHeader.cartBadge()).toHaveText('3');
  });

  test('keeps two sheets, a changed quantity and a removal across a reload, with hand-computed totals', async ({
    page,
    homePage,
    siteHeader,
    cartPage,
    toasts,
    pricingApi,
  }) => {
    // 1000 x 500 mm: 0.5 m² x 28.90 = 14.45; 3 m x 1.20 = 3.60; together 18.05 EUR
    expect(await unitPriceCents(pricingApi, LARGE_SHEET.width, LARGE_SHEET.height)).toBe(1805);
    expect(await unitPriceCents(pricingApi, SMALL_SHEET.width, SMALL_SHEET.height)).toBe(794);

    await homePage.goto();
    await addSheet(homePage, siteHeader, toasts, LARGE_SHEET, 1);
    await addSheet(homePage, siteHeader, toasts, SMALL_SHEET, 2);

    await cartPage.goto();
    await expect(cartPage.lines).toHaveCount(2);
    await expect(cartPage.line(LARGE_SHEET.name).lineTotal).toHaveText(euros(1805));
    // 18.05 + 7.94 = 25.99: above the minimum, no surcharge
    expect(await cartPage.readSummary()).toEqual({
      subtotal: euros(2599),
      minimumOrderValue: euros(2500),
      total: euros(2599),
    });

    const small = cartPage.line(SMALL_SHEET.name);
    await small.increase();
    await expect(small.quantity).toHaveValue('2');
    // 18.05 + 2 x 7.94 = 33.93
    await expect(cartPage.summaryRow('total')).toHaveText(euros(3393));

    await cartPage.line(LARGE_SHEET.name).remove();
    await expect(toasts.withText('Entfernt')).toContainText(
      `${LARGE_SHEET.name} wurde aus dem Warenkorb entfernt.`,
    );
    await expect(cartPage.lines).toHaveCount(1);
    // 2 x 7.94 = 15.88; 25.00 - 15.88 = 9.12
    const afterRemoval = {
      subtotal: euros(1588),
      minimumOrderValue: euros(2500),
      surcharge: euros(912),
      total: euros(2500),
    };
    expect(await cartPage.readSummary()).toEqual(afterRemoval);
    await expect(siteHeader.cartBadge()).toHaveText('2');

    await page.reload();
    await expect(cartPage.lines).toHaveCount(1);
    await expect(small.quantity).toHaveValue('2');
    await expect(small.lineTotal).toHaveText(euros(1588));
    expect(await cartPage.readSummary()).toEqual(afterRemoval);
    await expect(siteHeader.cartBadge()).toHaveText('2');

    await small.remove();
    await expect(cartPage.emptyState).toBeVisible();
    await expect(cartPage.calculatorLink).toHaveAttribute('href', '/');
    await expect(siteHeader.cartBadge()).toBeHidden();
  });

  test('takes a quantity typed into the line and refuses one the cart would not take', async ({
    homePage,
    siteHeader,
    cartPage,
    toasts,
    pricingApi,
  }) => {
    // 500 x 400 mm at 7.94 EUR; 3 x 7.94 = 23.82, below 25: surcharge 1.18
    const unit = await unitPriceCents(pricingApi, SMALL_SHEET.width, SMALL_SHEET.height);
    expect(unit).toBe(794);
    await homePage.goto();
    await addSheet(homePage, siteHeader, toasts, SMALL_SHEET, 1);
    await cartPage.goto();
    const line = cartPage.line(SMALL_SHEET.name);
    await expect(line.quantity).toHaveValue('1');

    await line.typeQuantity('3');

    await expect(line.lineTotal).toHaveText(euros(2382));
    await expect(cartPage.summaryRow('subtotal')).toHaveText(euros(2382));
    await expect(cartPage.summaryRow('surcharge')).toHaveText(euros(118));
    await expect(siteHeader.cartBadge()).toHaveText('3');
    await expect(line.quantity).toHaveValue('3');

    // A refused quantity says why and changes nothing, also after a reload.
    await line.typeQuantity('2,5');
    await expect(line.quantityMessage()).toHaveText('Muss eine ganze Zahl sein');
    await line.typeQuantity('0');
    await expect(line.quantityMessage()).toHaveText('Zwischen 1 und 10000');
    await cartPage.goto();
    await expect(cartPage.line(SMALL_SHEET.name).quantity).toHaveValue('3');
    await expect(cartPage.summaryRow('subtotal')).toHaveText(euros(2382));
  });

  test('redirects /cart to /warenkorb', async ({ page, cartPage }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(cartPage.heading).toBeVisible();
    await expect(cartPage.emptyState).toBeVisible();
  });

  test('says so in a toast when the cart cannot take the sheet', async ({
    page,
    homePage,
    siteHeader,
    toasts,
  }) => {
    await page.route('**/api/cart', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              status: 503,
              code: 'SERVICE_UNAVAILABLE',
              message: 'The cart service did not answer',
            }),
          })
        : route.fallback(),
    );
    await homePage.goto();
    await homePage.chooseMaterial(MATERIAL);
    await homePage.chooseThickness(THICKNESS_MM);
    await homePage.enterSize(SMALL_SHEET.width, SMALL_SHEET.height);
    await homePage.addToCart();

    await expect(
      toasts.withText('Das Produkt konnte nicht zum Warenkorb hinzugefügt werden'),
    ).toContainText('Fehler');
    await expect(siteHeader.cartBadge()).toBeHidden();
  });
});
