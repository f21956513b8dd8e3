import { expect, test as base } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';
import { CheckoutPage } from '../pages/checkout-page';
import { OrderConfirmationPage } from '../pages/order-confirmation-page';
import { Toasts } from '../pages/toasts';
import { expectedBreakdown, formatEuros } from '../support/expected-price';

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

const MATERIAL = 'Stahl S235';
const THICKNESS_MM = 3;
const SHEET = { width: 1000, height: 500, name: 'Blechzuschnitt Stahl S235, 1000 × 500 mm' };
const euros = (cents: number) => formatEuros(cents, 'de');

test.describe('checkout', () => {
  // A whole journey: calculator, cart, checkout and the orders service behind the gateway.
  test.describe.configure({ timeout: 90_000 });

  test('orders two sheets with shipping to another address, as a German customer types it, and shows the order number and where to pay', async ({
    page,
    request,
    homePage,
    siteHeader,
    cartPage,
    checkoutPage,
    confirmationPage,
    toasts,
    pricingApi,
  }) => {
    // The seeded settings the hand arithmetic below assumes.
    for (const [key, value] of [
      ['vat_rate', 19],
      ['shipping_flat_rate', 29.9],
    ] as const) {
      const setting = await request.get(`/api/system-settings/${key}`);
      expect(await setting.json()).toEqual({ key, value });
    }
    // 1000 x 500 mm: 0.5 m² x 28.90 = 14.45; 3 m x 1.20 = 3.60; together 18.05 EUR
    const material = await pricingApi.material(MATERIAL);
    const row = await pricingApi.priceRow(material.id, THICKNESS_MM);
    expect(expectedBreakdown(row, SHEET.width, SHEET.height).totalCents).toBe(1805);

    await homePage.goto();
    await homePage.chooseMaterial(MATERIAL);
    await homePage.chooseThickness(THICKNESS_MM);
    await homePage.enterSize(SHEET.width, SHEET.height);
    await homePage.breakdownRow('totalPrice').waitFor();
    await homePage.addToCart();
    await expect(toasts.withText('Zum Warenkorb hinzugefügt')).toBeVisible();

    await cartPage.goto();
    await cartPage.line(SHEET.name).increase();
    await expect(cartPage.line(SHEET.name).quantity).toHaveValue('2');
    await expect(cartPage.netPricesNote).toBeVisible();
    // 2 x 18.05 = 36.10 net; x 19 % = 6.859 -> 6.86 VAT; 42.96 gross
    await expect(cartPage.summaryRow('total')).toHaveText(euros(3610));
    await expect(cartPage.vatRow()).toHaveText(euros(686));
    await expect(cartPage.grossRow()).toHaveText(euros(4296));
    await expect(cartPage.offerPdfLink).toHaveAttribute('href', '/api/cart/quote.pdf?lang=de');

    await cartPage.checkoutLink.click();
    await expect(page).toHaveURL(/\/kasse$/);
    await expect(checkoutPage.heading).toBeVisible();

    await checkoutPage.typeContact({
      name: 'Jürgen Weiß',
      email: 'juergen.weiss@schlosserei-weiss.de',
      phone: '0351 4567890',
      company: 'Schlosserei Weiß GmbH',
      vatId: 'DE 123 456 789',
    });
    await checkoutPage.typeBillingAddress({
      street: 'Königsbrücker Straße 12',
      postalCode: '01067',
      city: 'Dresden',
    });
    await checkoutPage.chooseDelivery('Versand');
    await checkoutPage.typeDeliveryAddress({
      street: 'Großenhainer Straße 101',
      postalCode: '01127',
      city: 'Dresden',
    });
    await checkoutPage.choosePayment('Vorkasse (Überweisung)');
    // The postal code keeps its leading zero.
    await expect(checkoutPage.billingAddress.getByLabel('PLZ')).toHaveValue('01067');

    // 36.10 + 29.90 shipping = 66.00 net; x 19 % = 12.54 VAT; 78.54 gross
    await expect(checkoutPage.totalRow('subtotal')).toHaveText(euros(3610));
    await expect(checkoutPage.totalRow('shipping')).toHaveText(euros(2990));
    await expect(checkoutPage.totalRow('net')).toHaveText(euros(6600));
    await expect(checkoutPage.vatRow()).toHaveText(euros(1254));
    await expect(checkoutPage.totalRow('gross')).toHaveText(euros(7854));

    await checkoutPage.placeOrder();

    await expect(page).toHaveURL(/\/kasse\/bestaetigung$/);
    await expect(confirmationPage.heading).toBeVisible();
    await expect(confirmationPage.orderNumber).toHaveText(/^B-\d{4}-\d{6}$/);
    const orderNumber = (await confirmationPage.orderNumber.innerText()).trim();
    await expect(confirmationPage.emailNote('juergen.weiss@schlosserei-weiss.de')).toBeVisible();
    await expect(confirmationPage.bankDetail('Verwendungszweck')).toHaveText(orderNumber);
    await expect(confirmationPage.bankDetail('Betrag')).toHaveText(euros(7854));
    await expect(confirmationPage.bankDetail('IBAN')).toHaveText(/^DE\d{2}[\d ]+$/);
    // The server emptied the cart; the badge follows.
    await expect(siteHeader.cartBadge()).toBeHidden();

    await cartPage.goto();
    await expect(cartPage.emptyState).toBeVisible();
  });

  test('an empty cart at /checkout lands on /kasse with the way back to the shop, not a form', async ({
    page,
    checkoutPage,
  }) => {
    await page.goto('/checkout');

    await expect(page).toHaveURL(/\/kasse$/);
    await expect(checkoutPage.emptyState).toBeVisible();
    await expect(checkoutPage.shopLink).toHaveAttribute('href', '/shop');
    await expect(checkoutPage.submitButton).toBeHidden();
  });

  test('the same cart sent from two tabs becomes one order, and the second tab names it', async ({
    page,
    context,
    pricingApi,
    adminApi,
    checkoutPage,
    confirmationPage,
  }) => {
    // One sheet in this visitor's cart; both tabs share the cart cookie, each has its own key.
    const material = await pricingApi.material(MATERIAL);
    const added = await page.request.post('/api/cart', {
      data: {
        materialId: material.id,
        width: 800,
        height: 400,
        thickness: THICKNESS_MM,
        quantity: 1,
      },
    });
    expect(added.status()).toBe(201);
    const customerName = `Zwei Tabs ${Date.now()}`;
    const second = await context.newPage();
    const secondCheckout = new CheckoutPage(second);
    for (const [tab, form] of [
      [page, checkoutPage],
      [second, secondCheckout],
    ] as const) {
      await tab.goto('/kasse');
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await form.typeContact({ name: customerName, email: 'zwei.tabs@example.de' });
      await form.typeBillingAddress({
        street: 'Hafenstraße 3',
        postalCode: '44139',
        city: 'Dortmund',
      });
      await form.chooseDelivery('Abholung in Dortmund');
      await form.choosePayment('Kauf auf Rechnung');
    }

    await checkoutPage.placeOrder();
    await expect(confirmationPage.orderNumber).toHaveText(/^B-\d{4}-\d{6}$/);
    const orderNumber = (await confirmationPage.orderNumber.innerText()).trim();

    await secondCheckout.placeOrder();
    await expect(
      second.getByText(`Dieser Warenkorb wurde bereits bestellt: ${orderNumber}`),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/kasse$/);

    const orders = await adminApi.ordersOf(customerName);
    expect(orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
  });
});
