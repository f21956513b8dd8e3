import { type Locator, type Page } from '@playwright/test';
import { normaliseSpaces } from '../support/expected-price';

/** A postal address as a customer types it. */
export interface TypedAddress {
  street: string;
  postalCode: string;
  city: string;
  /** The country's name as the select shows it ('Deutschland'); Germany when absent. */
  country?: string;
}

/** Rows of the checkout's totals (German texts, packages/ui i18n `shop.checkout.summary`). */
export const checkoutTotalRows = {
  subtotal: 'Zwischensumme',
  shipping: 'Versand',
  pickup: 'Abholung',
  net: 'Gesamtsumme netto',
  gross: 'Gesamtsumme brutto',
} as const;

/** The checkout (/kasse), German texts. */
export class CheckoutPage {
  readonly heading: Locator;
  readonly contact: Locator;
  readonly billingAddress: Locator;
  readonly deliveryAddress: Locator;
  readonly summary: Locator;
  readonly differentDeliveryAddress: Locator;
  readonly acceptTerms: Locator;
  readonly submitButton: Locator;
  readonly banner: Locator;
  readonly emptyState: Locator;
  readonly shopLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Kasse' });
    this.contact = page.getByRole('group', { name: 'Kontaktdaten' });
    this.billingAddress = page.getByRole('group', { name: 'Rechnungsadresse' });
    this.deliveryAddress = page.getByRole('group', { name: 'Lieferadresse', exact: true });
    this.summary = page.getByRole('region', { name: 'Ihre Bestellung' });
    this.differentDeliveryAddress = page.getByLabel('Lieferadresse weicht ab');
    this.acceptTerms = page.getByLabel(
      'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
    );
    this.submitButton = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    this.banner = page.getByRole('alert');
    this.emptyState = page.getByRole('heading', { name: 'Ihr Warenkorb ist leer' });
    this.shopLink = page.getByRole('link', { name: 'Zum Shop' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/kasse');
  }

  /** Types the contact details key by key, as a customer does. */
  async typeContact(contact: {
    name: string;
    email: string;
    phone?: string;
    company?: string;
    vatId?: string;
  }): Promise<void> {
    await this.contact.getByLabel('Vor- und Nachname').pressSequentially(contact.name);
    await this.contact.getByLabel('E-Mail-Adresse').pressSequentially(contact.email);
    if (contact.phone) await this.contact.getByLabel(/^Telefon/).pressSequentially(contact.phone);
    if (contact.company) await this.contact.getByLabel(/^Firma/).pressSequentially(contact.company);
    if (contact.vatId)
      await this.contact.getByLabel(/^USt-IdNr\./).pressSequentially(contact.vatId);
  }

  async typeBillingAddress(address: TypedAddress): Promise<void> {
    await typeAddress(this.billingAddress, address);
  }

  /** Ticks 'Lieferadresse weicht ab' and types the address the goods go to. */
  async typeDeliveryAddress(address: TypedAddress): Promise<void> {
    await this.differentDeliveryAddress.check();
    await typeAddress(this.deliveryAddress, address);
  }

  async chooseDelivery(delivery: 'Abholung in Dortmund' | 'Versand'): Promise<void> {
    await this.page.getByRole('radio', { name: delivery, exact: true }).check();
  }

  async choosePayment(payment: 'Vorkasse (Überweisung)' | 'Kauf auf Rechnung'): Promise<void> {
    await this.page.getByRole('radio', { name: payment, exact: true }).check();
  }

  /** The amount beside a totals row, e.g. 'Gesamtsumme brutto'. */
  totalRow(row: keyof typeof checkoutTotalRows): Locator {
    return this.amountBeside(checkoutTotalRows[row]);
  }

  /** The VAT row ('zzgl. MwSt. 19 %'). */
  vatRow(): Locator {
    return this.amountBeside(/^zzgl\. MwSt\. /);
  }

  async readTotal(row: keyof typeof checkoutTotalRows): Promise<string> {
    return normaliseSpaces(await this.totalRow(row).innerText());
  }

  async placeOrder(): Promise<void> {
    await this.acceptTerms.check();
    await this.submitButton.click();
  }

  private amountBeside(header: string | RegExp): Locator {
    return this.summary
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: header, exact: true }) })
      .getByRole('cell');
  }
}

async function typeAddress(section: Locator, address: TypedAddress): Promise<void> {
  await section.getByLabel('Straße und Hausnummer').pressSequentially(address.street);
  await section.getByLabel('PLZ').pressSequentially(address.postalCode);
  await section.getByLabel('Ort').pressSequentially(address.city);
  if (address.country) await section.getByLabel('Land').selectOption({ label: address.country });
}
