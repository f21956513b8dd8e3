import { type Locator, type Page } from '@playwright/test';

/** The order confirmation (/kasse/bestaetigung), German texts. */
export class OrderConfirmationPage {
  readonly heading: Locator;
  readonly orderNumber: Locator;
  readonly bankDetails: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', {
      level: 1,
      name: 'Vielen Dank für Ihre Bestellung!',
    });
    this.orderNumber = page.getByTestId('order-number');
    this.bankDetails = page.getByRole('region', { name: 'Bankverbindung für Ihre Überweisung' });
  }

  /** A bank detail's value by its term ('IBAN', 'Verwendungszweck', 'Betrag'). */
  bankDetail(term: string): Locator {
    return this.bankDetails
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]/span[1]');
  }

  /** The gross total of the order ('Gesamtsumme brutto'). */
  grossTotal(): Locator {
    return this.page
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: 'Gesamtsumme brutto', exact: true }),
      })
      .getByRole('cell');
  }

  /** Where the confirmation e-mail went, as the page says it. */
  emailNote(email: string): Locator {
    return this.page.getByText(`Die Bestellbestätigung haben wir an ${email} gesendet.`);
  }
}
