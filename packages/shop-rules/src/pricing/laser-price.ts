import { centsToEuros, roundDecimal, sumCents } from '@shop/contracts';
import { lineTotalInCents } from '../cart/cart-summary.js';
import {
  cuttingCostCents,
  holesCostCents,
  materialCostCents,
  metres,
  squareMetres,
} from './cut-costs.js';

/** The measures an uploaded part is priced by, as the DXF reader gives them. */
export interface LaserPartMeasures {
  boundingBox: { widthMm: number; heightMm: number };
  cutLengthMm: number;
  pierceCount: number;
}

/** The price row of the chosen material and thickness, the hole cost and the pieces ordered. */
export interface LaserPriceInputs {
  pricePerM2: number | string;
  cuttingLineCost: number | string;
  holeCost: number | string;
  quantity: number;
}

/** A laser quote's price breakdown; money in EUR with two decimals, summed in whole cents. */
export interface LaserPrice {
  areaM2: number;
  materialCost: number;
  cutLengthM: number;
  cuttingCost: number;
  pierceCount: number;
  pierceCost: number;
  unitPrice: number;
  totalPrice: number;
}

/**
 * The laser quote's price rule: material = bounding-box area (m²) x price per m²; cutting = cut
 * length (m) x cost per m; pierces = count x hole cost; the piece price is their sum and the
 * total the piece price times the quantity. Measures are rounded to 0.001 mm first and every
 * amount is exact integer cents, so the browser and the server agree to the cent.
 */
export function priceLaserQuote(measures: LaserPartMeasures, inputs: LaserPriceInputs): LaserPrice {
  if (!Number.isSafeInteger(inputs.quantity) || inputs.quantity < 1) {
    throw new RangeError(`Quantity must be a positive integer: ${inputs.quantity}`);
  }
  const width = roundDecimal(measures.boundingBox.widthMm, 3);
  const height = roundDecimal(measures.boundingBox.heightMm, 3);
  const cutLength = roundDecimal(measures.cutLengthMm, 3);
  const materialCents = materialCostCents([width, height], inputs.pricePerM2);
  const cuttingCents = cuttingCostCents(cutLength, inputs.cuttingLineCost);
  const pierceCents = holesCostCents(measures.pierceCount, inputs.holeCost);
  const unitCents = sumCents([materialCents, cuttingCents, pierceCents]);
  return {
    areaM2: squareMetres([width, height], 6),
    materialCost: centsToEuros(materialCents),
    cutLengthM: metres(cutLength, 6),
    cuttingCost: centsToEuros(cuttingCents),
    pierceCount: measures.pierceCount,
    pierceCost: centsToEuros(pierceCents),
    unitPrice: centsToEuros(unitCents),
    totalPrice: centsToEuros(lineTotalInCents(centsToEuros(unitCents), inputs.quantity)),
  };
}
