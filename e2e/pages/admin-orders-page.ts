import { type Locator, type Page } from '@playwright/test';

/** The orders tab at /admin/orders (German texts): the list and its status filter. */
export class AdminOrdersTab {
  readonly panel: Locator;
  readonly statusFilter: Locator;
  readonly loadMoreButton: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: 'Bestellungen' });
    this.statusFilter = this.panel.getByLabel('Status', { exact: true });
    this.loadMoreButton = this.panel.getByRole('button', { name: 'Weitere Bestellungen laden' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/orders');
  }

  /** An order's row, named by the link in its row header (the order number). */
  row(orderNumber: string): Locator {
    return this.panel.getByRole('row').filter({
      has: this.page.getByRole('rowheader').getByRole('link', { name: orderNumber, exact: true }),
    });
  }

  orderLink(orderNumber: string): Locator {
    return this.row(orderNumber).getByRole('link', { name: orderNumber, exact: true });
  }
}

/** One order at /admin/orders/:orderNumber (German texts). */
export class AdminOrderPage {
  readonly statusSection: Locator;
  readonly history: Locator;
  readonly backLink: Locator;

  constructor(private readonly page: Page) {
    this.statusSection = page.getByRole('region', { name: 'Status', exact: true });
    this.history = page.getByRole('list', { name: 'Verlauf' });
    this.backLink = page.getByRole('link', { name: 'Zurück zu den Bestellungen' });
  }

  heading(orderNumber: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` });
  }

  /** A line of the order, named by its title ('Eigenes Blechelement, Stahl S235'). */
  line(title: string): Locator {
    return this.page
      .getByRole('list', { name: 'Positionen der Bestellung' })
      .getByRole('listitem', { name: title, exact: true });
  }

  drawing(line: Locator, position: number): Locator {
    return line.getByRole('img', { name: `Zeichnung von Position ${position}` });
  }

  dxfLink(line: Locator): Locator {
    return line.getByRole('link', { name: 'DXF herunterladen' });
  }

  /** A status move ('Bestätigen', 'In Fertigung geben', 'Als versendet markieren', ...). */
  statusButton(name: string): Locator {
    return this.statusSection.getByRole('button', { name, exact: true });
  }

  statusButtons(): Locator {
    return this.statusSection.getByRole('group', { name: 'Status ändern' }).getByRole('button');
  }
}
