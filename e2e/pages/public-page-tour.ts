import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Language } from '../support/expected-price';
import { calculatorTexts, HomePage } from './home-page';

/** Texts the tour acts on beyond the home calculator's (packages/ui i18n). */
export const tourTexts = {
  de: {
    laserTotal: 'Gesamtpreis',
    configuratorTotal: 'Gesamtpreis',
    editorTab: 'Editor',
    zoomIn: 'Vergrößern',
    shipping: 'Versand',
    differentAddress: 'Lieferadresse weicht ab',
    placeOrder: 'Zahlungspflichtig bestellen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  en: {
    laserTotal: 'Total price',
    configuratorTotal: 'Total price',
    editorTab: 'Editor',
    zoomIn: 'Zoom in',
    shipping: 'Shipping',
    differentAddress: 'Deliver to a different address',
    placeOrder: 'Place order with obligation to pay',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  pl: {
    laserTotal: 'Cena łączna',
    configuratorTotal: 'Cena całkowita',
    editorTab: 'Edytor',
    zoomIn: 'Powiększ',
    shipping: 'Wysyłka',
    differentAddress: 'Adres dostawy inny niż adres do faktury',
    placeOrder: 'Zamawiam z obowiązkiem zapłaty',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
  },
} as const;

/** A plate with a circle, an ellipse touching a slot: a price and a manufacturing warning. */
export const laserPart = 'r2000-chained-lines-ellipse-slot.dxf';
const laserPartFile = fileURLToPath(
  new URL(`../../packages/part-geometry/test-corpus/files/${laserPart}`, import.meta.url),
);

/** The article with a table (thickness against the smallest hole), in every language. */
export const articleWithTable = 'mindestlochgroesse-nach-blechdicke';

const steel = 'steel_s235';
const thicknessMm = 3;

/**
 * Brings each public page into the state a customer looks at, in one language: a price shown,
 * a file read, a form opened. Every method ends once the page is still (hydrated, answers in).
 */
export class PublicPageTour {
  private readonly texts: (typeof tourTexts)[Language];
  private readonly calculator: (typeof calculatorTexts)[Language];

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {
    this.texts = tourTexts[language];
    this.calculator = calculatorTexts[language];
  }

  /** Puts a steel sheet into this visitor's cart, so the header shows a count on every page. */
  async putSheetIntoCart(): Promise<void> {
    const materials = await this.page.request.get('/api/materials');
    expect(materials.ok()).toBe(true);
    const material = ((await materials.json()) as { id: number; name: string }[]).find(
      (candidate) => candidate.name === steel,
    );
    if (!material) throw new Error(`No material ${steel} is seeded`);
    const added = await this.page.request.post('/api/cart', {
      data: {
        materialId: material.id,
        width: 1000,
        height: 500,
        thickness: thicknessMm,
        quantity: 5,
      },
    });
    expect(added.status()).toBe(201);
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForLoadState('networkidle');
  }

  /** Opens the header's menu, which stands in for the navigation on a phone. */
  async openPhoneMenu(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.openMenu, exact: true }).click();
    await this.page.getByRole('button', { name: this.texts.closeMenu, exact: true }).waitFor();
  }

  /** Forgets the visitor's cookie answer, so the next page shows the banner again. */
  async forgetCookieAnswer(): Promise<void> {
    await this.page.evaluate(() => window.localStorage.removeItem('cookie-consent'));
  }

  async homeWithPrice(): Promise<void> {
    await this.open('/');
    const home = new HomePage(this.page, this.language);
    await this.chooseSteel();
    await home.enterSize(1000, 500);
    await home.breakdownRow('totalPrice').waitFor();
  }

  /** The laser calculator with a DXF read, priced, and its finding named. */
  async laserWithPart(): Promise<void> {
    await this.open('/laserschnitt-rechner');
    await this.page.locator('input[type="file"]').setInputFiles(laserPartFile);
    // The drawing, named after the file ('Vorschau von <file>, 200 × 100 mm').
    await this.page.getByRole('img', { name: new RegExp(laserPart.replace('.', '\\.')) }).waitFor();
    await this.chooseSteel();
    await this.rowValue(this.texts.laserTotal).waitFor();
    await this.page.getByTestId('laser-manufacturability').waitFor();
    await this.page.waitForLoadState('networkidle');
  }

  async configuratorWithPrice(): Promise<void> {
    await this.open('/konfigurator');
    await this.chooseSteel();
    await this.rowValue(this.texts.configuratorTotal).waitFor();
  }

  /** Zooms the preview to its largest, where the part no longer fits its box. */
  async zoomPreviewIn(): Promise<void> {
    const zoomIn = this.page.getByRole('button', { name: this.texts.zoomIn, exact: true });
    while (await zoomIn.isEnabled()) await zoomIn.click();
  }

  async openDrawingEditor(): Promise<void> {
    await this.page.getByRole('tab', { name: this.texts.editorTab, exact: true }).click();
    await this.page.getByTestId('drawing-canvas').waitFor();
  }

  /** The checkout with shipping chosen, so the 'different delivery address' box shows. */
  async checkoutWithShipping(): Promise<void> {
    await this.open('/kasse');
    await this.page.getByRole('radio', { name: this.texts.shipping, exact: true }).check();
  }

  async tickDifferentDeliveryAddress(): Promise<void> {
    await this.page.getByLabel(this.texts.differentAddress, { exact: true }).check();
  }

  /** Sends the empty form, so every required field shows its message. */
  async sendEmptyCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.placeOrder }).click();
    await this.page.getByRole('alert').first().waitFor();
  }

  private async chooseSteel(): Promise<void> {
    const materials = await this.page.request.get(`/api/materials?lang=${this.language}`);
    const material = ((await materials.json()) as { name: string; displayName: string }[]).find(
      (candidate) => candidate.name === steel,
    );
    if (!material) throw new Error(`No material ${steel} is seeded`);
    await this.page
      .getByLabel(this.calculator.material, { exact: true })
      .selectOption({ label: material.displayName });
    await this.page
      .getByLabel(this.calculator.thickness, { exact: true })
      .selectOption(String(thicknessMm));
  }

  /** The value cell beside a row header of a price breakdown. */
  private rowValue(header: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: header, exact: true }) })
      .getByRole('cell')
      .first();
  }
}
