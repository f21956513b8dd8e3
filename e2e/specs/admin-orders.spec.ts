import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '../fixtures/test';
import { localAdmin } from '../pages/admin-login-page';
import { AdminOrderPage, AdminOrdersTab } from '../pages/admin-orders-page';
import { waitForMail } from '../support/mails';
import { placeDesignOrder } from '../support/orders-api';

/** Each status change waits for a write and the refetches behind it; a busy machine needs longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('admin orders', () => {
  test("an admin finds a customer's new order, downloads its part's DXF and moves it to shipped", async ({
    page,
    playwright,
    baseURL,
    adminLoginPage,
    toast,
  }) => {
    test.slow();
    // The customer's own browser session: a cart cookie of its own, never the admin's.
    const customer = await playwright.request.newContext({ baseURL });
    const { orderNumber } = await placeDesignOrder(customer).finally(() => customer.dispose());
    const ordersTab = new AdminOrdersTab(page);
    const orderPage = new AdminOrderPage(page);

    await adminLoginPage.goto();
    await adminLoginPage.logIn(localAdmin.username, localAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: 'Bestellungen' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    // New orders only: the one just placed is the newest of them.
    await ordersTab.statusFilter.selectOption({ label: 'Neu' });
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
    const row = ordersTab.row(orderNumber);
    await expect(row).toContainText('E2E Anna Schmidt');
    await expect(row).toContainText('Schlosserei Schmidt GmbH');
    await ordersTab.orderLink(orderNumber).click();
    await expect(orderPage.heading(orderNumber)).toBeVisible();

    const line = orderPage.line('Eigenes Blechelement, Stahl S235');
    await expect(orderPage.drawing(line, 1)).toBeVisible();
    await expect(line).toContainText('2 mm dick · 300 × 200 mm');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      orderPage.dxfLink(line).click(),
    ]);
    const dxf = await readFile((await download.path())!, 'utf8');
    expect(
      dxf
        .split(/\r?\n/)
        .slice(0, 2)
        .map((text) => text.trim()),
    ).toEqual(['0', 'SECTION']);

    const moves = [
      { button: 'Bestätigen', status: 'Bestätigt', next: ['In Fertigung geben', 'Stornieren'] },
      {
        button: 'In Fertigung geben',
        status: 'In Fertigung',
        next: ['Als versendet markieren', 'Stornieren'],
      },
      { button: 'Als versendet markieren', status: 'Versendet', next: ['Abschließen'] },
    ];
    await expect(orderPage.statusButtons()).toHaveText(['Bestätigen', 'Stornieren']);
    for (const { button, status, next } of moves) {
      await orderPage.statusButton(button).click();
      await expect(
        toast.withText('Status geändert', `Bestellung ${orderNumber}: ${status}`),
      ).toBeVisible();
      await expect(orderPage.statusButtons()).toHaveText(next);
      await expect(orderPage.history.getByRole('listitem').last()).toContainText(status);
      await expect(orderPage.history.getByRole('listitem').last()).toContainText(
        localAdmin.username,
      );
    }
    await expect(orderPage.history.getByRole('listitem')).toHaveCount(4);
    await expect(orderPage.history.getByRole('listitem').first()).toContainText('Kunde');

    // Back in the list of new orders, the shipped order is no longer among them.
    await orderPage.backLink.click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=new$/);
    await expect(ordersTab.statusFilter).toHaveValue('new');
    await expect(ordersTab.row(orderNumber)).toHaveCount(0);
    await ordersTab.statusFilter.selectOption({ label: 'Versendet' });
    await expect(ordersTab.row(orderNumber)).toBeVisible();
  });

  test('a cancelled order’s customer gets the cancellation e-mail in the order’s language', async ({
    page,
    playwright,
    baseURL,
    adminLoginPage,
    toast,
  }) => {
    test.slow();
    const customer = await playwright.request.newContext({ baseURL });
    const email = `storno.${Date.now()}@example.pl`;
    const { orderNumber } = await placeDesignOrder(customer, {
      customer: { name: 'E2E Jan Nowak', email },
      language: 'pl',
    }).finally(() => customer.dispose());
    const orderPage = new AdminOrderPage(page);

    await adminLoginPage.goto();
    await adminLoginPage.logIn(localAdmin.username, localAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(orderPage.heading(orderNumber)).toBeVisible();
    await orderPage.statusButton('Stornieren').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Der Kunde erhält eine E-Mail über die Stornierung.');
    await dialog.getByRole('button', { name: 'Stornieren', exact: true }).click();
    await expect(
      toast.withText('Status geändert', `Bestellung ${orderNumber}: Storniert`),
    ).toBeVisible();

    const mail = await waitForMail(
      (received) =>
        received.to.includes(email) &&
        received.subject === `Twoje zamówienie ${orderNumber} zostało anulowane`,
    );
    expect(mail.text).toContain('Twoje zamówienie zostało anulowane.');
    expect(mail.text).toContain(orderNumber);
  });

  test('a prepayment order goes into production only once its payment is recorded', async ({
    page,
    playwright,
    baseURL,
    adminLoginPage,
    toast,
  }) => {
    test.slow();
    const customer = await playwright.request.newContext({ baseURL });
    const { orderNumber } = await placeDesignOrder(customer, {
      paymentMethod: 'prepayment',
    }).finally(() => customer.dispose());
    const orderPage = new AdminOrderPage(page);

    await adminLoginPage.goto();
    await adminLoginPage.logIn(localAdmin.username, localAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/orders/${orderNumber}`);
    await orderPage.statusButton('Bestätigen').click();
    await expect(
      toast.withText('Status geändert', `Bestellung ${orderNumber}: Bestätigt`),
    ).toBeVisible();

    // production is offered, but not until the money is there, and says why
    const production = orderPage.statusButton('In Fertigung geben');
    await expect(production).toBeDisabled();
    await expect(production).toHaveAccessibleDescription(
      /erst in Fertigung, wenn ihr Zahlungseingang erfasst ist/,
    );
    await expect(orderPage.history.getByRole('listitem')).toHaveCount(2);

    const payment = page.getByRole('region', { name: 'Zahlungseingang' });
    await expect(payment).toContainText('Zahlung noch nicht erfasst');
    await payment.getByRole('button', { name: 'Zahlungseingang erfassen' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Zahlungseingang erfassen' })
      .click();
    await expect(payment).toContainText(`(${localAdmin.username})`);
    await expect(payment).toContainText('Zahlung eingegangen am');

    await expect(production).toBeEnabled();
    await production.click();
    await expect(
      toast.withText('Status geändert', `Bestellung ${orderNumber}: In Fertigung`),
    ).toBeVisible();
    await expect(orderPage.history.getByRole('listitem')).toHaveCount(3);
  });
});
