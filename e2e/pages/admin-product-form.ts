import { type Locator, type Page } from '@playwright/test';

/** What the admin types into the product form (German labels, numbers as the inputs take them). */
export interface ProductFormInput {
  category: string;
  subcategory: string;
  material: string;
  name: string;
  dimensions: Partial<
    Record<
      'Durchmesser' | 'Seitenlänge' | 'Dicke' | 'Breite' | 'Höhe' | 'Wandstärke' | 'Standardlänge',
      string
    >
  >;
  pricePerTon?: string;
  weightPerPiece?: string;
  sku?: string;
}

/** The product form at /admin/products/add and /admin/products/edit/:id (German texts). */
export class AdminProductForm {
  readonly form: Locator;
  readonly category: Locator;
  readonly subcategory: Locator;
  readonly material: Locator;
  readonly name: Locator;
  readonly pricePerTon: Locator;
  readonly weightPerPiece: Locator;
  readonly pricePerPiece: Locator;
  readonly computedValues: Locator;
  readonly sku: Locator;
  readonly addButton: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: /^Produkt (hinzufügen|bearbeiten)$/ });
    // Required fields' labels end in a decorative asterisk that is not part of their name.
    this.category = this.form.getByRole('combobox', { name: 'Kategorie', exact: true });
    this.subcategory = this.form.getByRole('combobox', { name: 'Unterkategorie', exact: true });
    this.material = this.form.getByRole('combobox', { name: 'Material', exact: true });
    this.name = this.form.getByRole('textbox', { name: 'Produktname (Deutsch)', exact: true });
    this.pricePerTon = this.form.getByLabel('Preis pro Tonne netto (EUR)');
    this.weightPerPiece = this.form.getByLabel('Gewicht pro Stück (kg)', { exact: true });
    this.pricePerPiece = this.form.getByLabel('Preis pro Stück (EUR)', { exact: true });
    this.computedValues = this.form.getByRole('status', { name: 'Berechnete Werte' });
    this.sku = this.form.getByLabel('SKU / Artikelnummer', { exact: true });
    this.addButton = this.form.getByRole('button', { name: 'Hinzufügen' });
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto('/admin/products/add');
  }

  dimension(label: keyof ProductFormInput['dimensions']): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async fill(input: ProductFormInput): Promise<void> {
    await this.category.selectOption({ label: input.category });
    await this.subcategory.selectOption({ label: input.subcategory });
    await this.material.selectOption({ label: input.material });
    await this.name.fill(input.name);
    for (const [label, value] of Object.entries(input.dimensions)) {
      await this.dimension(label as keyof ProductFormInput['dimensions']).fill(value);
    }
    if (input.pricePerTon) await this.pricePerTon.fill(input.pricePerTon);
    if (input.weightPerPiece) await this.weightPerPiece.fill(input.weightPerPiece);
    if (input.sku) await this.sku.fill(input.sku);
  }
}
