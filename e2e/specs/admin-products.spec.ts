import { type APIRequestContext } from '@playwright/test';
import { listProductsResponseSchema } from '@shop/contracts';
import { expect as baseExpect, test } from '../fixtures/test';
import { localAdmin } from '../pages/admin-login-page';
import { AdminProductForm } from '../pages/admin-product-form';
import { AdminProductsTab } from '../pages/admin-products-tab';
import { germanEuros } from '../pages/category-page';

/** Each admin step waits for a write and the refetches behind it; a busy machine needs longer. */
const expect = baseExpect.configure({ timeout: 15_000 });

const CATEGORY = { slug: 'flachstahl', name: 'Flachstahl' } as const;

/** Names of products a test created, deleted after it even when it failed half-way. */
const createdNames: string[] = [];

test.afterEach(async ({ playwright, baseURL }) => {
  if (createdNames.length === 0) return;
  // A session of its own: the test's page may have logged out or never logged in.
  const request = await playwright.request.newContext({ baseURL });
  try {
    await deleteProductsNamed(request, createdNames.splice(0));
  } finally {
    await request.dispose();
  }
});

async function deleteProductsNamed(request: APIRequestContext, names: string[]): Promise<void> {
  const login = await request.post('/api/admin/login', { data: localAdmin });
  if (!login.ok()) throw new Error(`POST /api/admin/login answered ${login.status()}`);
  const list = await request.get(`/api/products?category=${CATEGORY.slug}`);
  const products = listProductsResponseSchema.parse(await list.json());
  for (const product of products.filter((candidate) => names.includes(candidate.name))) {
    await request.delete(`/api/products/${product.id}`);
  }
}

test.describe('admin products', () => {
  test('an admin creates a product, the shop narrows its category to it, and the admin deletes it', async ({
    page,
    adminLoginPage,
    categoryPage,
    shopCatalogueApi,
    toast,
  }) => {
    test.slow();
    const form = new AdminProductForm(page);
    const productsTab = new AdminProductsTab(page);
    const [category] = (await shopCatalogueApi.categories()).filter(
      (candidate) => candidate.slug === CATEGORY.slug,
    );
    const subcategory = category?.subcategories[0];
    if (!subcategory) throw new Error('Flachstahl has no subcategory');
    // A width no seeded flat bar has (x.y7 mm), unique per run, so the pickers reach only this one.
    const suffix = `${Date.now() % 100_000}`;
    const width = `${90 + (Date.now() % 9)}.${(Date.now() % 9) + 1}7`;
    const name = `E2E Flachstahl ${suffix}`;
    createdNames.push(name);

    await adminLoginPage.goto();
    await adminLoginPage.logIn(localAdmin.username, localAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('tab', { name: 'Produkte' }).click();
    await productsTab.addLink.click();
    await expect(page).toHaveURL(/\/admin\/products\/add$/);
    await expect(form.subcategory).toBeDisabled();
    await form.fill({
      category: CATEGORY.name,
      subcategory,
      material: 'S235',
      name,
      dimensions: { Dicke: '8', Breite: width, Standardlänge: '6000' },
      pricePerTon: '1250',
      weightPerPiece: '14.796',
      sku: `E2E-${suffix}`,
    });
    // 1250 EUR/t x 14.796 kg = 18.495 EUR, rounded half up.
    await expect(form.pricePerPiece).toHaveValue('18,50');
    await expect(form.pricePerPiece).toBeDisabled();
    await expect(form.computedValues).toContainText('67,5858');
    await form.addButton.click();

    await expect(toast.withText('Hinzugefügt', `Produkt ${name} wurde hinzugefügt`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\?tab=products&category=flachstahl$/);
    await expect(productsTab.row(name)).toBeVisible();

    // The shop's category page reaches it through its parameter pickers.
    await categoryPage.goto(CATEGORY.slug);
    await categoryPage.choose('Unterkategorie', subcategory);
    await categoryPage.choose('Material', 'S235');
    await categoryPage.choose('Dicke (mm)', '8 mm');
    await categoryPage.choose(
      'Breite (mm)',
      `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(Number(width))} mm`,
    );
    await categoryPage.choose('Länge (mm)', '6000 mm');
    await expect(categoryPage.resolvedProduct).toContainText(name);
    await expect(categoryPage.pricePerPiece).toHaveText(germanEuros(1850));
    await expect(categoryPage.stockStatus).toHaveText('Auf Lager');

    // Deleted again from the products tab, after the confirmation.
    await productsTab.goto();
    await productsTab.categoryFilter.selectOption({ label: CATEGORY.name });
    await productsTab.deleteButton(name).click();
    await productsTab.confirmDialog(name).getByRole('button', { name: 'Löschen' }).click();
    await expect(toast.withText('Gelöscht', `Produkt ${name} wurde gelöscht`)).toBeVisible();
    await expect(productsTab.row(name)).toHaveCount(0);
    const remaining = await shopCatalogueApi.products(CATEGORY.slug);
    expect(remaining.map((product) => product.name)).not.toContain(name);
  });
});
