import type { MaterialPrice } from '@shop/contracts';

export type Language = 'de' | 'en' | 'pl';

/** The breakdown a customer should see, computed by hand from the price row (not by the app). */
export interface ExpectedBreakdown {
  areaSquareMetres: number;
  materialCostCents: number;
  cuttingLengthMetres: number;
  cuttingCostCents: number;
  totalCents: number;
}

const toCents = (euros: number) => {
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6) {
    throw new Error(`${euros} EUR has more than two decimals; the hand arithmetic assumes cents`);
  }
  return cents;
};

/**
 * A width x height mm sheet: area = w x h / 10^6 m², material cost = area x price per m²,
 * cutting length = perimeter, cutting cost = length x cost per metre; each cost rounded half up
 * to cents. Sides are whole millimetres here, so the arithmetic stays in integers.
 */
export function expectedBreakdown(
  row: Pick<MaterialPrice, 'pricePerM2' | 'cuttingLineCost'>,
  widthMm: number,
  heightMm: number,
): ExpectedBreakdown {
  const areaSquareMillimetres = widthMm * heightMm;
  const perimeterMillimetres = 2 * (widthMm + heightMm);
  // cents x mm² / (10^6 mm²/m²), rounded half up
  const materialCostCents = Math.round((toCents(row.pricePerM2) * areaSquareMillimetres) / 1e6);
  const cuttingCostCents = Math.round((toCents(row.cuttingLineCost) * perimeterMillimetres) / 1000);
  return {
    areaSquareMetres: areaSquareMillimetres / 1e6,
    materialCostCents,
    cuttingLengthMetres: perimeterMillimetres / 1000,
    cuttingCostCents,
    totalCents: materialCostCents + cuttingCostCents,
  };
}

/**
 * Money as each language writes it, spelled out rather than produced by Intl so a wrong locale in
 * the app shows up: de/pl '14,45 €', en '€14.45'. Amounts below 1000 EUR only (no grouping).
 */
export function formatEuros(cents: number, language: Language): string {
  if (cents >= 100_000) throw new Error('formatEuros spells out amounts below 1000 EUR only');
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return language === 'en' ? `€${text}` : `${text.replace('.', ',')} €`;
}

/** A decimal with a fixed number of places in the language's notation: '0,50' / '0.50'. */
export function formatDecimal(value: number, places: number, language: Language): string {
  const text = value.toFixed(places);
  return language === 'en' ? text : text.replace('.', ',');
}

/** Browsers put (narrow) no-break spaces into formatted numbers; compare them as plain spaces. */
export function normaliseSpaces(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
