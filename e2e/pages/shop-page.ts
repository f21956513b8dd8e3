import { type Locator, type Page } from '@playwright/test';

/** The shop overview (/shop, /bleche-shop), German texts (packages/ui i18n `shop`). */
export class ShopPage {
  readonly heading: Locator;
  readonly categoryLinks: Locator;
  readonly benefits: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Bleche & Stahlprodukte' });
    this.categoryLinks = page.getByRole('list', { name: 'Unsere Kategorien' }).getByRole('link');
    this.benefits = page.getByRole('heading', { level: 3 });
  }

  async goto(path: '/shop' | '/bleche-shop' = '/shop'): Promise<void> {
    await this.page.goto(path);
  }

  /** The card of a category by its name ('I-Träger'). */
  category(name: string): Locator {
    return this.categoryLinks.filter({
      has: this.page.getByRole('heading', { name, exact: true }),
    });
  }
}
