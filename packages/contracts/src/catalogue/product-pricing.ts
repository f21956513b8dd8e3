import { centsToEuros, productToCents, productToDecimal } from '../money.js';

/**
 * Price of one piece in EUR from the price per tonne and the weight of a piece in kg:
 * pricePerTon / 1000 x weightPerPiece, computed exactly and rounded half up to cents.
 * Example: 1250 EUR/t x 14.796 kg = 18.495 -> 18.50. The admin form and the service both use it.
 */
export function pricePerPiece(
  pricePerTon: number | string,
  weightPerPiece: number | string,
): number {
  return centsToEuros(productToCents([pricePerTon, weightPerPiece], 1000));
}

/** How many pieces make a tonne: 1000 / weightPerPiece, rounded half up to four decimals. */
export function piecesPerTon(weightPerPiece: number | string): number {
  return productToDecimal([1000], Number(weightPerPiece), 4);
}
