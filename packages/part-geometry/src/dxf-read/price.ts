import {
  centsToEuros,
  productToCents,
  productToDecimal,
  roundDecimal,
  sumCents,
} from '@shop/contracts';
import type { DxfQuoteMetrics } from './types.js';

export interface LaserPriceInputs {
  pricePerM2: number | string;
  cuttingLineCost: number | string;
  holeCost: number | string;
  quantity: number;
}

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
 * Material = bounding-box area (m²) x price per m²; cutting = cut length (m) x cost per m;
 * pierces = count x hole cost. Measures are rounded to 0.001 mm first and every amount is exact
 * integer cents, so the browser and the server agree to the cent.
 */
export function priceLaserQuote(metrics: DxfQuoteMetrics, inputs: LaserPriceInputs): LaserPrice {
  if (!Number.isSafeInteger(inputs.quantity) || inputs.quantity < 1) {
    throw new RangeError(`Quantity must be a positive integer: ${inputs.quantity}`);
  }
  const width = roundDecimal(metrics.boundingBox.widthMm, 3);
  const height = roundDecimal(metrics.boundingBox.heightMm, 3);
  const cutLength = roundDecimal(metrics.cutLengthMm, 3);
  const materialCents = productToCents([width, height, inputs.pricePerM2], 1_000_000);
  const cuttingCents = productToCents([cutLength, inputs.cuttingLineCost], 1000);
  const pierceCents = productToCents([metrics.pierceCount, inputs.holeCost]);
  const unitCents = sumCents([materialCents, cuttingCents, pierceCents]);
  return {
    areaM2: productToDecimal([width, height], 1_000_000, 6),
    materialCost: centsToEuros(materialCents),
    cutLengthM: productToDecimal([cutLength], 1000, 6),
    cuttingCost: centsToEuros(cuttingCents),
    pierceCount: metrics.pierceCount,
    pierceCost: centsToEuros(pierceCents),
    unitPrice: centsToEuros(unitCents),
    totalPrice: centsToEuros(productToCents([unitCents, inputs.quantity], 100)),
  };
}
