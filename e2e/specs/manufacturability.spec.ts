import { expect, test } from '../fixtures/test';
import { CartPage } from '../pages/cart-page';

test.use({ viewport: { width: 1280, height: 1400 } });

test('configurator: holes too small for 5 mm steel are confirmed before the part goes into the cart, and the cart shows the warning', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/konfigurator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Blechelemente entwerfen' }),
  ).toBeVisible();

  // Four corner holes of Ø 2 mm: 5 mm steel needs at least Ø 5 mm.
  await page.getByRole('tab', { name: 'Löcher' }).click();
  await page.getByLabel('Lochmuster').selectOption('corners');
  await page.getByLabel('Lochdurchmesser (mm)').fill('2');
  await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
  await page.getByLabel('Dicke (mm)').selectOption('5');
  await expect(page.getByLabel('Dicke (mm)')).toHaveValue('5');

  await page.getByRole('button', { name: 'Zum Warenkorb' }).click();

  // The cart asks first: the dialog lists the warning with its measures.
  const dialog = page.getByRole('alertdialog', { name: 'Hinweise zur Fertigung' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('4 × Loch zu klein');
  await expect(dialog).toContainText('Ø 2 mm, mindestens 5 mm');
  await dialog
    .getByRole('button', { name: 'Ich habe die Hinweise gelesen und möchte das Teil so bestellen' })
    .click();
  await expect(
    page.getByText('Das entworfene Element wurde zum Warenkorb hinzugefügt.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The cart keeps the confirmed warning on the line.
  const cartPage = new CartPage(page);
  await cartPage.goto();
  const line = cartPage.lines.filter({ hasText: 'Stahl S235' }).first();
  await expect(line).toContainText('5 mm');
  await expect(line).toContainText('Bestätigte Fertigungshinweise');
  await expect(line).toContainText('Loch zu klein');
  await expect(line).toContainText('Ø 2 mm, mindestens 5 mm');
});
