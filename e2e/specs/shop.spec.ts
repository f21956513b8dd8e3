import { expect, test } from '../fixtures/test';
import { beamParameters, germanEuros, germanMillimetres } from '../pages/category-page';

/** A height as the pickers show it ('120 mm'). */
const mm = (value: string | undefined) =>
  value === undefined ? undefined : germanMillimetres(value);

/** Prices arrive as decimal strings with two places ('78.45'). */
const cents = (price: string | undefined) => Math.round(Number(price ?? '0') * 100);

test.describe('shop', () => {
  test('shows the twelve categories with the number of products each holds', async ({
    shopPage,
    shopCatalogueApi,
  }) => {
    const categories = await shopCatalogueApi.categories();
    expect(categories).toHaveLength(12);

    await shopPage.goto();
    await expect(shopPage.heading).toBeVisible();
    await expect(shopPage.categoryLinks).toHaveCount(12);
    for (const category of categories) {
      const products = await shopCatalogueApi.products(category.slug);
      expect(products.length, category.slug).toBe(category.productCount);
      const card = shopPage.category(category.name);
      await expect(card).toHaveAttribute('href', `/shop/${category.slug}`);
      await expect(card).toContainText(
        products.length === 0
          ? 'Kategorie ansehen'
          : `${products.length} ${products.length === 1 ? 'Produkt' : 'Produkte'}`,
      );
    }
    for (const benefit of ['Große Auswahl', 'Schnelle Lieferung', 'Hohe Qualität']) {
      await expect(shopPage.benefits.filter({ hasText: benefit })).toBeVisible();
    }
  });

  test('narrows the I-Träger to one IPE beam in S235, greys out what cannot match and adds it to the cart', async ({
    page,
    shopPage,
    categoryPage,
    shopCatalogueApi,
    siteHeader,
    toast,
  }) => {
    const beams = await shopCatalogueApi.products('i-traeger');
    const chosen = beams.find(
      (beam) => beam.subcategory === 'IPE' && beam.material === 'S235' && beam.inStock,
    );
    if (!chosen) throw new Error('The seed has no IPE beam in S235 in stock');
    // A height only other subcategories have: impossible once IPE is chosen.
    const ipeHeights = new Set(
      beams.filter((beam) => beam.subcategory === 'IPE').map((beam) => mm(beam.height)),
    );
    const impossibleHeight = beams
      .map((beam) => mm(beam.height))
      .find((height) => height !== undefined && !ipeHeights.has(height));
    if (!impossibleHeight) throw new Error('Every I-Träger height exists as IPE');

    await shopPage.goto();
    await shopPage.category('I-Träger').click();
    await expect(page).toHaveURL(/\/product\/i-traeger$/);
    await expect(categoryPage.heading).toHaveText('I-Träger');
    await expect(categoryPage.breadcrumb).toContainText('Shop');
    await expect(categoryPage.stockStatus).toHaveText('Keine Produktauswahl');
    await expect(categoryPage.selectAllPrompt).toBeVisible();
    await expect(categoryPage.option('Höhe (mm)', impossibleHeight)).toBeEnabled();

    await categoryPage.choose('Unterkategorie', 'IPE');
    await expect(categoryPage.option('Höhe (mm)', impossibleHeight)).toBeDisabled();

    for (const parameter of beamParameters) {
      const text = parameter.text(chosen);
      if (text === undefined) continue;
      await expect(categoryPage.stockStatus).toHaveText('Keine Produktauswahl');
      await categoryPage.choose(parameter.label, text);
    }

    // The first product matching every selection is the one shown.
    const resolved = beams.find((beam) =>
      beamParameters.every((parameter) => parameter.text(beam) === parameter.text(chosen)),
    );
    expect(resolved).toBeDefined();
    await expect(categoryPage.resolvedProduct).toHaveText(resolved?.name ?? '');
    await expect(categoryPage.stockStatus).toHaveText('Auf Lager');
    await expect(categoryPage.pricePerPiece).toHaveText(germanEuros(cents(resolved?.price)));

    await categoryPage.quantity.fill('2');
    await expect(categoryPage.lineTotal).toHaveText(germanEuros(cents(resolved?.price) * 2));
    await categoryPage.addToCartButton.click();
    await expect(
      toast.withText(`2x ${resolved?.name} wurde zum Warenkorb hinzugefügt`),
    ).toBeVisible();
    await expect(siteHeader.cartBadge()).toHaveText('2');

    await categoryPage.resetButton.click();
    await expect(categoryPage.stockStatus).toHaveText('Keine Produktauswahl');
    await expect(categoryPage.option('Unterkategorie', 'IPE')).not.toBeChecked();
  });

  test('says an unknown category was not found and leads back to the shop', async ({
    page,
    categoryPage,
  }) => {
    await categoryPage.goto('schrauben');
    await expect(categoryPage.notFoundHeading).toBeVisible();
    await categoryPage.backToShopLink.click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('sends an alias spelling under /shop to the canonical category page', async ({
    page,
    categoryPage,
  }) => {
    await page.goto('/shop/rundstabe');
    await expect(page).toHaveURL(/\/product\/rundstaebe$/);
    await expect(categoryPage.heading).toHaveText('Rundstäbe');
  });

  for (const { language, heading, subcategory, diameter, length, name, addToCart, cartLines } of [
    {
      language: 'en',
      addToCart: 'Add to cart',
      cartLines: 'Items in the cart',
      heading: 'Round bars',
      subcategory: 'Hot-rolled round bar',
      diameter: 'Diameter (mm)',
      length: /^Length/,
      name: /^Round bar Ø /,
    },
    {
      language: 'pl',
      addToCart: 'Do koszyka',
      cartLines: 'Pozycje w koszyku',
      heading: 'Pręty okrągłe',
      subcategory: 'Pręt okrągły walcowany na gorąco',
      diameter: 'Średnica (mm)',
      length: /^Długość/,
      name: /^Pręt okrągły Ø /,
    },
  ] as const) {
    test(`names the round bars in ${language === 'en' ? 'English' : 'Polish'} on the category page`, async ({
      page,
      context,
      baseURL,
      categoryPage,
      request,
    }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      const products = (await (
        await request.get(`/api/products?category=rundstaebe&lang=${language}`)
      ).json()) as Array<{ name: string }>;
      expect(products.length).toBeGreaterThan(50);
      for (const product of products) expect(product.name).toMatch(name);

      await categoryPage.goto('rundstaebe');
      await expect(categoryPage.heading).toHaveText(heading);
      const card = (label: string | RegExp) => page.getByRole('group', { name: label });
      await card(/^(Subcategory|Podkategoria)$/)
        .getByRole('checkbox', { name: subcategory, exact: true })
        .check();
      await card(/^(Material|Materiał)$/)
        .getByRole('checkbox', { name: 'S235', exact: true })
        .check();
      await card(diameter).getByRole('checkbox', { name: '20 mm', exact: true }).check();
      await card(length).getByRole('checkbox').first().check();
      // the page object finds the price card by its German name; the product is found the same way in every language
      const productName =
        language === 'en' ? 'Round bar Ø 20 mm S235JR' : 'Pręt okrągły Ø 20 mm S235JR';
      await expect(page.getByTestId('resolved-product')).toHaveText(productName);

      // the cart names the bar in the same language
      await Promise.all([
        page.waitForResponse(
          (response) => response.url().endsWith('/api/cart/product') && response.ok(),
        ),
        page.getByRole('button', { name: addToCart, exact: true }).first().click(),
      ]);
      await page.goto('/warenkorb');
      await expect(
        page
          .getByRole('list', { name: cartLines })
          .getByRole('listitem', { name: productName, exact: true }),
      ).toBeVisible();
    });
  }

  test('offers the materials of the English home calculator by their English names', async ({
    context,
    baseURL,
    homePage,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
    homePage.language = 'en';
    await homePage.goto();
    await expect(homePage.materialSelect()).toBeEnabled();
    await expect(homePage.materialSelect().locator('option')).toContainText([
      'Steel S235',
      'Stainless steel 304',
    ]);
    await expect(homePage.materialSelect().locator('option', { hasText: 'Stahl' })).toHaveCount(0);
  });
});
