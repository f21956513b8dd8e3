import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect as baseExpect, test as base } from '../fixtures/test';
import { AdminLoginPage, localAdmin } from '../pages/admin-login-page';
import { AdminOrderPage, AdminOrdersTab } from '../pages/admin-orders-page';
import { CartPage } from '../pages/cart-page';
import { beamParameters } from '../pages/category-page';
import { CheckoutPage } from '../pages/checkout-page';
import { OrderConfirmationPage } from '../pages/order-confirmation-page';
import { Toasts } from '../pages/toasts';
import { normaliseSpaces } from '../support/expected-price';
import { waitForMail } from '../support/mails';

// The whole way of an order, as a customer and then the shop's admin go it in the browser: a
// cart of all four kinds of line, its written offer as a PDF, the checkout, the confirmation and
// its e-mail from a real SMTP server, then the admin who downloads the part's DXF and ships it,
// and the customer's shipping e-mail.

const test = base.extend<{
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  confirmationPage: OrderConfirmationPage;
  toasts: Toasts;
}>({
  cartPage: async ({ page }, provide) => provide(new CartPage(page)),
  checkoutPage: async ({ page }, provide) => provide(new CheckoutPage(page)),
  confirmationPage: async ({ page }, provide) => provide(new OrderConfirmationPage(page)),
  toasts: async ({ page }, provide) => provide(new Toasts(page)),
});

/** Every step waits for the server (pricing, orders, the mail worker) on a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const DXF_PART = 'r2000-chained-lines-ellipse-slot.dxf';
const dxfPart = fileURLToPath(
  new URL(`../../packages/part-geometry/test-corpus/files/${DXF_PART}`, import.meta.url),
);

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a row stays one line). */
async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', [
    '-layout',
    '-enc',
    'UTF-8',
    file,
    '-',
  ]);
  return stdout;
}

/** "1.234,56 €" from the page, as a RegExp source that tolerates any kind of space. */
const amountPattern = (shown: string) =>
  normaliseSpaces(shown).replace(/[.,]/g, '\\$&').replace(/ /g, '\\s');

test.describe('an order from the cart to the shipped parcel', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a customer fills a cart with a sheet, a designed part, a DXF part and a beam, gets a offer PDF, orders with shipping elsewhere, and the admin ships it', async ({
    page,
    browser,
    baseURL,
    homePage,
    shopPage,
    categoryPage,
    shopCatalogueApi,
    cartPage,
    checkoutPage,
    confirmationPage,
    toasts,
    toast,
  }) => {
    // 1. A sheet from the calculator on the home page.
    await homePage.goto();
    await homePage.chooseMaterial('Stahl S235');
    await homePage.chooseThickness(3);
    await homePage.enterSize(1000, 500);
    await homePage.breakdownRow('totalPrice').waitFor();
    await homePage.addToCart();
    await expect(toasts.withText('Zum Warenkorb hinzugefügt')).toBeVisible();

    // 2. A washer from the configurator, as it opens, in Stahl S235.
    await page.goto('/konfigurator');
    await page.getByLabel('Grundform').selectOption('washer');
    await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
    await expect(page.getByLabel('Dicke (mm)')).toHaveValue('3');
    await page.getByRole('button', { name: 'Zum Warenkorb' }).click();
    await expect(
      page.getByText('Das entworfene Element wurde zum Warenkorb hinzugefügt.'),
    ).toBeVisible();

    // 3. A part from the customer's own DXF, read in the browser and confirmed by the server.
    await page.goto('/laserschnitt-rechner');
    await page.locator('input[type="file"]').setInputFiles(dxfPart);
    await expect(
      page.getByRole('img', { name: `Vorschau von ${DXF_PART}, 200 × 100 mm` }),
    ).toBeVisible();
    await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
    await page.getByLabel('Dicke (mm)').selectOption('3');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    // its slot and ellipse lie closer together than the sheet is thick: confirmed as a warning
    await page
      .getByRole('alertdialog', { name: 'Hinweise zur Fertigung' })
      .getByRole('button', {
        name: 'Ich habe die Hinweise gelesen und möchte das Teil so bestellen',
      })
      .click();
    await expect(page.getByText(/Vom Server bestätigt/)).toBeVisible();

    // 4. An IPE beam in S235 from the catalogue, narrowed down picker by picker.
    const beam = (await shopCatalogueApi.products('i-traeger')).find(
      (product) => product.subcategory === 'IPE' && product.material === 'S235' && product.inStock,
    );
    if (!beam) throw new Error('The seed has no IPE beam in S235 in stock');
    await shopPage.goto();
    await shopPage.category('I-Träger').click();
    for (const parameter of beamParameters) {
      const text = parameter.text(beam);
      if (text !== undefined) await categoryPage.choose(parameter.label, text);
    }
    await expect(categoryPage.stockStatus).toHaveText('Auf Lager');
    const beamName = (await categoryPage.resolvedProduct.innerText()).trim();
    await categoryPage.addToCartButton.click();
    await expect(toast.withText(`1x ${beamName} wurde zum Warenkorb hinzugefügt`)).toBeVisible();

    // The cart: four lines, prices net, VAT and gross below.
    await cartPage.goto();
    await expect(cartPage.lines).toHaveCount(4);
    await expect(cartPage.netPricesNote).toBeVisible();
    const net = await cartPage.summaryRow('total').innerText();
    const vat = await cartPage.vatRow().innerText();
    const gross = await cartPage.grossRow().innerText();

    // The written offer: the same totals to the cent, the VAT line, the parts' dimensions.
    const [quoteDownload] = await Promise.all([
      page.waitForEvent('download'),
      cartPage.offerPdfLink.click(),
    ]);
    expect(quoteDownload.suggestedFilename()).toMatch(/^Angebot-A-\d{4}-\d{6}\.pdf$/);
    const quote = await pdfText((await quoteDownload.path())!);
    expect(quote).toMatch(/Angebotsnummer\s+A-\d{4}-\d{6}/);
    expect(quote).toMatch(new RegExp(`Summe netto\\s+${amountPattern(net)}`));
    expect(quote).toMatch(new RegExp(`zzgl\\. MwSt\\. 19 %\\s+${amountPattern(vat)}`));
    expect(quote).toMatch(new RegExp(`Gesamtbetrag brutto\\s+${amountPattern(gross)}`));
    expect(quote).toContain('1000 × 500 mm');
    expect(quote).toContain('200 × 100 mm');
    // A long file name wraps within its cell.
    expect(quote).toContain('Laserteil r2000-chained-lines-ellipse');
    expect(quote).toContain(beamName);

    // Checkout: shipping to a building site in Poland, invoice to the works in Leipzig.
    await cartPage.checkoutLink.click();
    await expect(page).toHaveURL(/\/kasse$/);
    const email = `einkauf-${Date.now()}@stahlbau-boehm.de`;
    await checkoutPage.typeContact({
      name: 'Bärbel Böhm',
      email,
      phone: '0341 9876543',
      company: 'Stahlbau Böhm & Söhne GmbH',
      vatId: 'DE 287 654 321',
    });
    await checkoutPage.typeBillingAddress({
      street: 'Käthe-Kollwitz-Straße 55',
      postalCode: '04109',
      city: 'Leipzig',
    });
    await checkoutPage.chooseDelivery('Versand');
    await checkoutPage.typeDeliveryAddress({
      street: 'ul. Świętokrzyska 18',
      postalCode: '00-052',
      city: 'Warszawa',
      country: 'Polen',
    });
    await checkoutPage.choosePayment('Kauf auf Rechnung');
    await checkoutPage.placeOrder();

    // The confirmation names the order; the cart is empty.
    await expect(page).toHaveURL(/\/kasse\/bestaetigung$/);
    await expect(confirmationPage.orderNumber).toHaveText(/^B-\d{4}-\d{6}$/);
    const orderNumber = (await confirmationPage.orderNumber.innerText()).trim();
    await expect(confirmationPage.emailNote(email)).toBeVisible();
    const orderGross = normaliseSpaces(await confirmationPage.grossTotal().innerText());

    // The confirmation e-mail reached the SMTP server with the number and the gross total.
    const confirmation = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.includes(orderNumber),
    );
    expect(confirmation.subject).toBe(`Ihre Bestellung ${orderNumber} bei Bleche`);
    expect(confirmation.text).toContain(`Bestellnummer: ${orderNumber}`);
    expect(normaliseSpaces(confirmation.text)).toContain(`Gesamtbetrag: ${orderGross}`);
    expect(confirmation.text).toContain('ul. Świętokrzyska 18');

    // The admin, in a browser of their own, finds the order, downloads the DXF part, ships it.
    const adminContext = await browser.newContext({
      baseURL,
      storageState: {
        cookies: [],
        origins: [
          { origin: baseURL!, localStorage: [{ name: 'cookie-consent', value: 'accepted' }] },
        ],
      },
    });
    const adminPage = await adminContext.newPage();
    const admin = new AdminLoginPage(adminPage);
    await admin.goto();
    await admin.logIn(localAdmin.username, localAdmin.password);
    // Signed in once the admin area opens; only then does the session cookie exist.
    await expect(adminPage).toHaveURL(/\/admin$/);
    const ordersTab = new AdminOrdersTab(adminPage);
    const orderPage = new AdminOrderPage(adminPage);
    await ordersTab.goto();
    await ordersTab.orderLink(orderNumber).click();
    await expect(orderPage.heading(orderNumber)).toBeVisible();
    const dxfLine = adminPage.getByRole('listitem').filter({ hasText: DXF_PART });
    const [partDownload] = await Promise.all([
      adminPage.waitForEvent('download'),
      orderPage.dxfLink(dxfLine).click(),
    ]);
    // Production gets the customer's own file, byte for byte.
    expect(await readFile((await partDownload.path())!)).toEqual(await readFile(dxfPart));
    for (const move of ['Bestätigen', 'In Fertigung geben', 'Als versendet markieren']) {
      await orderPage.statusButton(move).click();
      await expect(orderPage.history.getByRole('listitem').last()).toContainText(
        localAdmin.username,
      );
    }
    await expect(orderPage.statusButtons()).toHaveText(['Abschließen']);
    await adminContext.close();

    // The customer hears that the parcel is on its way.
    const shipped = await waitForMail(
      (mail) => mail.to.includes(email) && mail.subject.includes('versandt'),
    );
    expect(shipped.subject).toBe(`Ihre Bestellung ${orderNumber} ist versandt`);
  });
});
