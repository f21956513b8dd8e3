import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type CalculatePriceResponse, toMoneyString } from '@shop/contracts';
import { tieredLineMoney } from '@shop/shop-rules';
import { expect as baseExpect, test } from '../fixtures/test';
import { localAdmin } from '../pages/admin-login-page';
import { CartPage } from '../pages/cart-page';
import { HomePage } from '../pages/home-page';
import { normaliseSpaces } from '../support/expected-price';

// A quantity discount changes the price of every cut-part line that reaches it, so the Playwright
// config runs this file in its own project after all others, and the tiers are removed at the end.

const MATERIAL = 'Stahl S235';
const THICKNESS_MM = 2;
const WIDTH_MM = 120;
const HEIGHT_MM = 80;
/** A quantity no other spec orders; the tier starts there. */
const QUANTITY = 500;
const TIER = { minQuantity: 500, discountPercent: 5 };

/** Every step waits for a write and the refetch behind it, on a busy two-core machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The text of a PDF as poppler's pdftotext reads it, every run of white space one space. */
async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', [
    '-layout',
    '-enc',
    'UTF-8',
    file,
    '-',
  ]);
  return normaliseSpaces(stdout).replace(/\s+/g, ' ');
}

const euros = (amount: string) =>
  normaliseSpaces(
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(amount)),
  );

test.afterEach(async ({ request }) => {
  // The e2e system is shared: no tier may outlive this spec, whatever happened in it.
  await request.post('/api/admin/login', { data: localAdmin });
  const removed = await request.put('/api/quantity-tiers', { data: { tiers: [] } });
  if (!removed.ok()) throw new Error(`PUT /api/quantity-tiers answered ${removed.status()}`);
});

test.describe('quantity discounts', () => {
  test('an admin adds a tier, the calculator and the cart show the discount, and the offer PDF agrees to the cent', async ({
    page,
    browser,
    baseURL,
    adminLoginPage,
    pricingApi,
    toast,
  }) => {
    test.setTimeout(240_000);
    const material = await pricingApi.material(MATERIAL);
    const sheet = {
      materialId: material.id,
      width: WIDTH_MM,
      height: HEIGHT_MM,
      thickness: THICKNESS_MM,
    };
    const priced = await page.request.post('/api/calculate-price', { data: sheet });
    const unitPrice = toMoneyString(((await priced.json()) as CalculatePriceResponse).totalPrice);
    const expected = tieredLineMoney(unitPrice, QUANTITY, [TIER]);
    expect(expected.unitPrice).not.toBe(unitPrice);

    // The admin adds the tier in the admin area.
    await adminLoginPage.goto();
    await adminLoginPage.logIn(localAdmin.username, localAdmin.password);
    // Hashing the password takes a while on a busy machine.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 });
    await page.getByRole('tab', { name: 'Mengenrabatte' }).click();
    const form = page.getByRole('form', { name: 'Mengenrabatte' });
    await expect(form.getByText(/Keine Mengenrabatte/)).toBeVisible();
    await form.getByRole('button', { name: 'Staffel hinzufügen' }).click();
    await form.getByLabel('Ab Stückzahl').fill(String(TIER.minQuantity));
    await form.getByLabel('Rabatt in %').fill(String(TIER.discountPercent));
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      toast.withText('Gespeichert', 'Die Mengenrabatte gelten ab sofort für alle Warenkörbe.'),
    ).toBeVisible();

    // A customer, in a browser of their own.
    const customer = await browser.newContext({ baseURL, locale: 'de-DE' });
    try {
      const customerPage = await customer.newPage();
      await customerPage.goto('/');
      await customerPage.waitForSelector('html[data-hydrated]');
      // The calculator names the price per piece from 500 pieces under its price.
      const homePage = new HomePage(customerPage);
      await homePage.chooseMaterial(MATERIAL);
      await homePage.chooseThickness(THICKNESS_MM);
      await homePage.enterSize(WIDTH_MM, HEIGHT_MM);
      await expect(
        customerPage.getByText(`ab 500 Stück: ${euros(expected.unitPrice)} pro Stück`),
      ).toBeVisible();

      const added = await customerPage.request.post('/api/cart', {
        data: { ...sheet, quantity: QUANTITY },
      });
      expect(added.status()).toBe(201);
      const cartPage = new CartPage(customerPage);
      await cartPage.goto();
      await expect(cartPage.lines).toHaveCount(1);
      const line = cartPage.lines.first();
      await expect(line).toContainText(`ab 500 Stück −5 % · Sie sparen ${euros(expected.saving)}`);
      await expect(line).toContainText(euros(expected.unitPrice));
      await expect(line).toContainText(euros(expected.lineTotal));
      await expect(cartPage.summaryRow('subtotal')).toHaveText(euros(expected.lineTotal));

      const [download] = await Promise.all([
        customerPage.waitForEvent('download'),
        cartPage.offerPdfLink.click(),
      ]);
      const quote = await pdfText((await download.path())!);
      expect(quote).toContain(
        `Mengenrabatt ab 500 Stück −5 %, Sie sparen ${euros(expected.saving)}`,
      );
      expect(quote).toContain(`500 ${euros(expected.unitPrice)} ${euros(expected.lineTotal)}`);
      expect(quote).toContain(`Zwischensumme ${euros(expected.lineTotal)}`);
    } finally {
      await customer.close();
    }
  });
});
