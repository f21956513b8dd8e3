import { type Locator, type Page } from '@playwright/test';
import { normaliseSpaces } from '../support/expected-price';

/** Rows of the order summary (German texts, packages/ui i18n `shop.cart`). */
export const summaryRows = {
  subtotal: 'Zwischensumme',
  minimumOrderValue: 'Mindestbestellwert',
  surcharge: 'Aufschlag Mindestbestellung',
  total: 'Gesamtsumme netto',
} as const;

export type SummaryRow = keyof typeof summaryRows;

/** The cart page (/warenkorb), German texts. */
export class CartPage {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly summary: Locator;
  readonly minimumOrderAlert: Locator;
  readonly checkoutLink: Locator;
  readonly offerPdfLink: Locator;
  readonly netPricesNote: Locator;
  readonly emptyState: Locator;
  readonly calculatorLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Warenkorb' });
    // Only the list's own items: a line lists its confirmed manufacturing warnings as a list too.
    this.lines = page.getByRole('list', { name: 'Artikel im Warenkorb' }).locator(':scope > li');
    this.summary = page.getByRole('region', { name: 'Bestellübersicht' });
    this.minimumOrderAlert = page
      .getByRole('status')
      .filter({ hasText: 'Mindestbestellwert beträgt 25.00 EUR' });
    this.checkoutLink = page.getByRole('link', { name: 'Zur Kasse' });
    this.offerPdfLink = page.getByRole('link', { name: 'Angebot als PDF' });
    this.netPricesNote = page.getByText('Alle Preise netto, zzgl. MwSt.');
    this.emptyState = page.getByRole('heading', { name: 'Ihr Warenkorb ist leer' });
    this.calculatorLink = page.getByRole('link', { name: 'Zum Rechner' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/warenkorb');
  }

  /** A line by its accessible name, e.g. 'Blechzuschnitt Stahl S235, 500 × 400 mm'. */
  line(name: string): CartLineItem {
    return new CartLineItem(this.page.getByRole('listitem', { name, exact: true }), name);
  }

  /** The amount beside a summary row header, with plain spaces ('25,00 €'). */
  summaryRow(row: SummaryRow): Locator {
    return this.amountBeside(summaryRows[row]);
  }

  /** The VAT row ('zzgl. MwSt. 19 %') of the summary, below the net total. */
  vatRow(): Locator {
    return this.amountBeside(/^zzgl\. MwSt\. /);
  }

  /** The gross total ('Gesamtsumme brutto'). */
  grossRow(): Locator {
    return this.amountBeside('Gesamtsumme brutto');
  }

  private amountBeside(header: string | RegExp): Locator {
    return this.summary
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: header, exact: true }) })
      .getByRole('cell');
  }

  async readSummary(): Promise<Partial<Record<SummaryRow, string>>> {
    await this.summaryRow('total').waitFor();
    const values: Partial<Record<SummaryRow, string>> = {};
    for (const row of Object.keys(summaryRows) as SummaryRow[]) {
      const cell = this.summaryRow(row);
      if ((await cell.count()) > 0) values[row] = normaliseSpaces(await cell.innerText());
    }
    return values;
  }
}

/**
 * The amount a term introduces in the line's description list ('Summe' -> '18,05 €'). Playwright
 * gives `definition` elements no accessible name, so the term is found by its text.
 */
function amountAfterTerm(root: Locator, term: string): Locator {
  return root
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** One line of the cart: its amounts, quantity field and buttons, and remove button. */
export class CartLineItem {
  readonly quantity: Locator;
  readonly decreaseButton: Locator;
  readonly increaseButton: Locator;
  readonly removeButton: Locator;
  readonly unitPrice: Locator;
  readonly lineTotal: Locator;

  constructor(
    readonly root: Locator,
    name: string,
  ) {
    const quantityGroup = root.getByRole('group', { name: 'Menge' });
    this.quantity = quantityGroup.getByRole('textbox', { name: 'Menge' });
    this.decreaseButton = quantityGroup.getByRole('button', { name: 'Menge verringern' });
    this.increaseButton = quantityGroup.getByRole('button', { name: 'Menge erhöhen' });
    this.removeButton = root.getByRole('button', { name: `${name} entfernen` });
    this.unitPrice = amountAfterTerm(root, 'Stückpreis');
    this.lineTotal = amountAfterTerm(root, 'Summe');
  }

  async increase(): Promise<void> {
    await this.increaseButton.click();
  }

  /** Types a quantity into the field between − and + and confirms it with Enter. */
  async typeQuantity(quantity: string): Promise<void> {
    await this.quantity.fill(quantity);
    await this.quantity.press('Enter');
  }

  /** The message under the quantity field when a typed quantity is refused. */
  quantityMessage(): Locator {
    return this.root.getByRole('alert');
  }

  async decrease(): Promise<void> {
    await this.decreaseButton.click();
  }

  async remove(): Promise<void> {
    await this.removeButton.click();
  }
}
