import {
  centsToEuros,
  PRICE_REQUIRED_MESSAGE,
  productToCents,
  productToDecimal,
  type ProductPriceFields,
} from '@shop/contracts';

const KG_PER_TONNE = 1000;

/**
 * Price of one piece in EUR from the price per tonne and the weight of a piece in kg:
 * pricePerTon / 1000 x weightPerPiece, computed exactly and rounded half up to cents.
 * Example: 1250 EUR/t x 14.796 kg = 18.495 -> 18.50. The admin form and the service both use it.
 */
export function pricePerPiece(
  pricePerTon: number | string,
  weightPerPiece: number | string,
): number {
  return centsToEuros(productToCents([pricePerTon, weightPerPiece], KG_PER_TONNE));
}

/** How many pieces make a tonne: 1000 / weightPerPiece, rounded half up to four decimals. */
export function piecesPerTon(weightPerPiece: number | string): number {
  return productToDecimal([KG_PER_TONNE], Number(weightPerPiece), 4);
}

/**
 * The price per piece a saved product gets: computed from pricePerTon and weightPerPiece when
 * both are given (the form disables its price field then), else the price given.
 */
export function effectivePricePerPiece(body: ProductPriceFields): number {
  if (body.pricePerTon !== undefined && body.weightPerPiece !== undefined) {
    return pricePerPiece(body.pricePerTon, body.weightPerPiece);
  }
  if (body.price === undefined) throw new RangeError(PRICE_REQUIRED_MESSAGE);
  return body.price;
}

/**
 * True when a price per tonne and a weight are given and come to less than one cent per piece:
 * such a product would be sold for nothing, so it is refused.
 */
export function pricePerPieceTooSmall(body: ProductPriceFields): boolean {
  const { pricePerTon, weightPerPiece } = body;
  if (pricePerTon === undefined || weightPerPiece === undefined) return false;
  // A field that failed its own checks (0 or less) has already been reported.
  if (!(pricePerTon > 0 && weightPerPiece > 0)) return false;
  return pricePerPiece(pricePerTon, weightPerPiece) <= 0;
}
