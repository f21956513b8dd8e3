import { productToCents, productToDecimal } from '@shop/contracts';

// The three charges every cut part is made of, whatever drew it (the sheet calculator, the
// configurator or an uploaded DXF): metal by the square metre, cutting by the metre, holes by the
// piece. Each is rounded half up to whole cents from the exact product of its inputs, so the
// browser and the server get the same cents and the shown charges add up to the total.

const MM2_PER_M2 = 1_000_000;
const MM_PER_M = 1000;

/**
 * Material cost in cents: an area in mm², given as the factors that make it ([width, height], or
 * [area] when the area is already one number), times the price per m².
 * Example: 1000 mm x 500 mm at 28.90 EUR/m² = 1445 cents.
 */
export function materialCostCents(
  areaMm2Factors: ReadonlyArray<number | string>,
  pricePerM2: number | string,
): number {
  return productToCents([...areaMm2Factors, pricePerM2], MM2_PER_M2);
}

/** Cutting cost in cents: a cut length in mm times the cutting cost per metre (3000 mm at 1.20 = 360). */
export function cuttingCostCents(
  cutLengthMm: number | string,
  costPerMetre: number | string,
): number {
  return productToCents([cutLengthMm, costPerMetre], MM_PER_M);
}

/** Hole cost in cents: holes (or pierces) times the cost per hole (11 at 0.15 EUR = 165). */
export function holesCostCents(holeCount: number, costPerHole: number | string): number {
  return productToCents([holeCount, costPerHole]);
}

/** An area in mm² (as its factors) in m², rounded half up to `places` decimals. */
export function squareMetres(
  areaMm2Factors: ReadonlyArray<number | string>,
  places: number,
): number {
  return productToDecimal(areaMm2Factors, MM2_PER_M2, places);
}

/** A length in mm in metres, rounded half up to `places` decimals. */
export function metres(lengthMm: number | string, places: number): number {
  return productToDecimal([lengthMm], MM_PER_M, places);
}
