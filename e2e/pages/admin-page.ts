import { type Locator, type Page } from '@playwright/test';

/** The admin page at /admin (German texts): tabs, the materials' pricing cards, logout. */
export class AdminPage {
  readonly heading: Locator;
  readonly logoutButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Administration', level: 1 });
    this.logoutButton = page.getByRole('button', { name: 'Abmelden' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  tab(name: 'Materialien & Preise' | 'Mengenrabatte' | 'Produkte'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The pricing card of one material, a region named by its heading ('Stahl S235'). */
  materialCard(displayName: string): Locator {
    return this.page.getByRole('region', { name: displayName, exact: true });
  }

  /** One thickness row of a material: a form named by its thickness in German ('2,5 mm'). */
  priceRow(displayName: string, thicknessMm: number): Locator {
    const label = `${String(thicknessMm).replace('.', ',')} mm`;
    return this.materialCard(displayName).getByRole('form', { name: label, exact: true });
  }

  pricePerM2Input(row: Locator): Locator {
    return row.getByLabel('Preis pro m² (EUR)', { exact: true });
  }

  cuttingLineCostInput(row: Locator): Locator {
    return row.getByLabel('Schnittkosten pro m (EUR)', { exact: true });
  }

  saveButton(row: Locator): Locator {
    return row.getByRole('button', { name: 'Speichern' });
  }

  async setPricePerM2(displayName: string, thicknessMm: number, price: string): Promise<void> {
    const row = this.priceRow(displayName, thicknessMm);
    await this.pricePerM2Input(row).fill(price);
    await this.saveButton(row).click();
  }

  addMaterialForm(): Locator {
    return this.page.getByRole('form', { name: 'Material hinzufügen' });
  }

  async addMaterial(name: string, displayName: string): Promise<void> {
    const form = this.addMaterialForm();
    await form.getByLabel('Systemname', { exact: true }).fill(name);
    await form.getByLabel('Anzeigename (Deutsch)', { exact: true }).fill(displayName);
    await form.getByRole('button', { name: 'Material hinzufügen' }).click();
  }

  async addThickness(
    displayName: string,
    values: { thickness: string; pricePerM2: string; cuttingLineCost: string },
  ): Promise<void> {
    const form = this.materialCard(displayName).getByRole('form', { name: 'Dicke hinzufügen' });
    await form.getByLabel('Dicke (mm)', { exact: true }).fill(values.thickness);
    await form.getByLabel('Preis pro m² (EUR)', { exact: true }).fill(values.pricePerM2);
    await form
      .getByLabel('Schnittkosten pro m (EUR)', { exact: true })
      .fill(values.cuttingLineCost);
    await form.getByRole('button', { name: 'Hinzufügen' }).click();
  }

  /** The confirmation before a deletion (role alertdialog, named by its title). */
  confirmDialog(title: string | RegExp): Locator {
    return this.page.getByRole('alertdialog', { name: title });
  }
}
