import { type Locator, type Page } from '@playwright/test';

/** The products tab of /admin (German texts): the list, its category filter, add and delete. */
export class AdminProductsTab {
  readonly panel: Locator;
  readonly categoryFilter: Locator;
  readonly addLink: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: 'Produkte' });
    this.categoryFilter = this.panel.getByLabel('Kategorie', { exact: true });
    this.addLink = this.panel.getByRole('link', { name: 'Produkt hinzufügen' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin?tab=products');
  }

  /** A product's row, named by the cell holding its name. */
  row(name: string): Locator {
    return this.panel.getByRole('row').filter({
      has: this.page.getByRole('rowheader').getByText(name, { exact: true }),
    });
  }

  deleteButton(name: string): Locator {
    return this.panel.getByRole('button', { name: `${name} löschen`, exact: true });
  }

  confirmDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: `Produkt „${name}“ löschen?` });
  }
}
