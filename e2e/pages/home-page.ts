import { type Locator, type Page } from '@playwright/test';
import { type Language, normaliseSpaces } from '../support/expected-price';

/** Texts of the home calculator in each language (packages/ui i18n `calculator`). */
export const calculatorTexts = {
  de: {
    material: 'Material',
    thickness: 'Dicke (mm)',
    width: 'Breite (mm)',
    height: 'Höhe (mm)',
    resultTitle: 'Ihr Preis',
    addToCart: 'In den Warenkorb',
    emptyPrompt:
      'Wählen Sie Material und Dicke und geben Sie Breite und Höhe ein, um Ihren Preis zu sehen.',
    rows: {
      material: 'Material',
      area: 'Fläche',
      materialCost: 'Materialkosten',
      cuttingLength: 'Schnittlänge',
      cuttingCost: 'Schnittkosten',
      totalPrice: 'Gesamtpreis',
    },
    required: 'Erforderlich',
    greaterThanZero: 'Muss größer als 0 sein',
    sideRange: 'Zwischen 1 und 6000 mm',
    priceFailed:
      'Der Preis konnte nicht berechnet werden. Bitte überprüfen Sie die eingegebenen Daten und versuchen Sie es erneut.',
    materialsFailed:
      'Die Materialliste konnte nicht geladen werden. Bitte versuchen Sie, die Seite zu aktualisieren.',
  },
  en: {
    material: 'Material',
    thickness: 'Thickness (mm)',
    width: 'Width (mm)',
    height: 'Height (mm)',
    resultTitle: 'Your price',
    addToCart: 'Add to cart',
    emptyPrompt: 'Choose material and thickness and enter width and height to see your price.',
    rows: {
      material: 'Material',
      area: 'Area',
      materialCost: 'Material cost',
      cuttingLength: 'Cutting length',
      cuttingCost: 'Cutting cost',
      totalPrice: 'Total price',
    },
    required: 'Required',
    greaterThanZero: 'Must be greater than 0',
    sideRange: 'Between 1 and 6000 mm',
    priceFailed:
      'The price could not be calculated. Please check the data you entered and try again.',
    materialsFailed: 'The list of materials could not be loaded. Please try refreshing the page.',
  },
  pl: {
    material: 'Materiał',
    thickness: 'Grubość (mm)',
    width: 'Szerokość (mm)',
    height: 'Wysokość (mm)',
    resultTitle: 'Twoja cena',
    addToCart: 'Dodaj do koszyka',
    emptyPrompt: 'Wybierz materiał i grubość oraz wpisz szerokość i wysokość, aby zobaczyć cenę.',
    rows: {
      material: 'Materiał',
      area: 'Powierzchnia',
      materialCost: 'Koszt materiału',
      cuttingLength: 'Długość cięcia',
      cuttingCost: 'Koszt cięcia',
      totalPrice: 'Cena całkowita',
    },
    required: 'Wymagane',
    greaterThanZero: 'Musi być większe od 0',
    sideRange: 'Od 1 do 6000 mm',
    priceFailed: 'Nie udało się obliczyć ceny. Sprawdź wprowadzone dane i spróbuj ponownie.',
    materialsFailed: 'Nie udało się załadować listy materiałów. Spróbuj odświeżyć stronę.',
  },
} as const;

export type BreakdownRow = keyof (typeof calculatorTexts)['de']['rows'];

/** The home page (/) with the sheet price calculator. */
export class HomePage {
  constructor(
    private readonly page: Page,
    public language: Language = 'de',
  ) {}

  private get texts() {
    return calculatorTexts[this.language];
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  materialSelect(): Locator {
    return this.page.getByLabel(this.texts.material, { exact: true });
  }

  thicknessSelect(): Locator {
    return this.page.getByLabel(this.texts.thickness, { exact: true });
  }

  widthInput(): Locator {
    return this.page.getByLabel(this.texts.width, { exact: true });
  }

  heightInput(): Locator {
    return this.page.getByLabel(this.texts.height, { exact: true });
  }

  async chooseMaterial(displayName: string): Promise<void> {
    await this.materialSelect().selectOption({ label: displayName });
  }

  /** Thickness options read '3 mm' ('1,5 mm' in German, '1.5 mm' in English). */
  async chooseThickness(millimetres: number): Promise<void> {
    const number =
      this.language === 'en' ? String(millimetres) : String(millimetres).replace('.', ',');
    await this.thicknessSelect().selectOption({ label: `${number} mm` });
  }

  async enterSize(widthMm: number | string, heightMm: number | string): Promise<void> {
    await this.widthInput().fill(String(widthMm));
    await this.heightInput().fill(String(heightMm));
  }

  /** The result card: a region named by its heading ('Ihr Preis'). */
  result(): Locator {
    return this.page.getByRole('region', { name: this.texts.resultTitle });
  }

  /** The value of one breakdown row: the cell beside its row header ('Gesamtpreis'). */
  breakdownRow(row: BreakdownRow): Locator {
    return this.result()
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: this.texts.rows[row], exact: true }),
      })
      .getByRole('cell');
  }

  async breakdownValue(row: BreakdownRow): Promise<string> {
    return normaliseSpaces(await this.breakdownRow(row).innerText());
  }

  /** Waits for the price and reads every row of the breakdown. */
  async readBreakdown(): Promise<Record<BreakdownRow, string>> {
    await this.breakdownRow('totalPrice').waitFor();
    const rows = Object.keys(this.texts.rows) as BreakdownRow[];
    const values = await Promise.all(rows.map((row) => this.breakdownValue(row)));
    return Object.fromEntries(rows.map((row, index) => [row, values[index]])) as Record<
      BreakdownRow,
      string
    >;
  }

  /** The result card's add-to-cart button (shown with a price). */
  addToCartButton(): Locator {
    return this.result().getByRole('button', { name: this.texts.addToCart });
  }

  async addToCart(): Promise<void> {
    await this.addToCartButton().click();
  }

  emptyPrompt(): Locator {
    return this.result().getByText(this.texts.emptyPrompt);
  }

  priceAlert(): Locator {
    return this.result().getByRole('alert').filter({ hasText: this.texts.priceFailed });
  }

  materialsAlert(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.texts.materialsFailed });
  }
}
