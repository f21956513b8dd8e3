import { type Locator, type Page } from '@playwright/test';
import { type Product } from '@shop/contracts';

/** Mm values as the category page shows them in German, never grouped: '6000 mm', '4,4 mm'. */
export function germanMillimetres(value: string | number): string {
  const format = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });
  return `${format.format(Number(value))} mm`;
}

/** The product picker of one category (/product/:category), German texts. */
export class CategoryPage {
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly stockStatus: Locator;
  readonly priceCard: Locator;
  readonly selectAllPrompt: Locator;
  readonly resolvedProduct: Locator;
  readonly pricePerPiece: Locator;
  readonly lineTotal: Locator;
  readonly quantity: Locator;
  readonly addToCartButton: Locator;
  readonly resetButton: Locator;
  readonly allCategoriesLink: Locator;
  readonly notFoundHeading: Locator;
  readonly backToShopLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    this.stockStatus = page.getByTestId('stock-status');
    this.priceCard = page.getByRole('region', { name: 'Preis', exact: true });
    this.selectAllPrompt = this.priceCard.getByText(
      'Wählen Sie alle Parameter aus, um den Preis zu sehen',
    );
    this.resolvedProduct = this.priceCard.getByTestId('resolved-product');
    this.pricePerPiece = this.priceCard
      .getByRole('term')
      .filter({ hasText: /^Preis pro Stück$/ })
      .locator('xpath=following-sibling::dd[1]');
    this.lineTotal = this.priceCard.getByTestId('line-total');
    this.quantity = this.priceCard.getByLabel('Menge', { exact: true });
    this.addToCartButton = this.priceCard.getByRole('button', { name: 'In den Warenkorb' });
    this.resetButton = this.priceCard.getByRole('button', { name: 'Reset' });
    this.allCategoriesLink = page.getByRole('link', { name: 'Alle Kategorien ansehen' });
    this.notFoundHeading = page.getByRole('heading', { name: 'Kategorie nicht gefunden' });
    this.backToShopLink = page.getByRole('link', { name: 'Zurück zum Shop' });
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/product/${slug}`);
  }

  /** A parameter card by its legend ('Unterkategorie', 'Höhe (mm)'). */
  parameter(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** One option's checkbox, by its text ('IPE', '120 mm'). */
  option(parameterLabel: string, optionText: string): Locator {
    return this.parameter(parameterLabel).getByRole('checkbox', { name: optionText, exact: true });
  }

  async choose(parameterLabel: string, optionText: string): Promise<void> {
    await this.option(parameterLabel, optionText).check();
  }
}

/** An amount in cents as the shop shows it in German: '1.234,50 €'. */
export function germanEuros(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The I-Träger cards and the product field each one shows (contracts' categoryParameterSets). */
export const beamParameters = [
  { label: 'Unterkategorie', text: (product: Product) => product.subcategory },
  { label: 'Material', text: (product: Product) => product.material },
  { label: 'Höhe (mm)', text: (product: Product) => mm(product.height) },
  { label: 'Breite (mm)', text: (product: Product) => mm(product.width) },
  { label: 'Stegdicke (mm)', text: (product: Product) => mm(product.thickness) },
  { label: 'Länge (mm)', text: (product: Product) => mm(product.standardLength) },
] as const;

function mm(value: string | undefined): string | undefined {
  return value === undefined ? undefined : germanMillimetres(value);
}
