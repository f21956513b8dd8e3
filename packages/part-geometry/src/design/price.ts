import { centsToEuros, productToCents, productToDecimal, sumCents } from '@shop/contracts';
import { designMeasures } from './measures.js';
import type { DesignParameters } from './types.js';

export interface DesignPriceInputs {
  /** EUR per m². */
  pricePerM2: number | string;
  /** EUR per metre of cut. */
  cuttingLineCost: number | string;
  /** EUR per hole. */
  holeCost: number | string;
}

/** A design's price breakdown; money in EUR with two decimals, summed in whole cents. */
export interface DesignPrice {
  areaM2: number;
  materialCost: number;
  cutLengthM: number;
  cuttingCost: number;
  holeCount: number;
  holeCost: number;
  totalPrice: number;
}

const MM2_PER_M2 = 1_000_000;
const MM_PER_M = 1000;

/**
 * Material cost = area (m²) x pricePerM2, cutting cost = cut length (m) x cuttingLineCost,
 * hole cost = holes x hole cost, total = their sum. Each part is rounded half up to cents from the
 * exact product of the rounded measures, so every caller gets the same cents.
 */
export function priceDesign(design: DesignParameters, inputs: DesignPriceInputs): DesignPrice {
  const measures = designMeasures(design);
  const materialCents = productToCents([measures.areaMm2, inputs.pricePerM2], MM2_PER_M2);
  const cuttingCents = productToCents([measures.cutLengthMm, inputs.cuttingLineCost], MM_PER_M);
  const holeCents = productToCents([measures.holeCount, inputs.holeCost]);
  return {
    areaM2: productToDecimal([measures.areaMm2], MM2_PER_M2, 8),
    materialCost: centsToEuros(materialCents),
    cutLengthM: productToDecimal([measures.cutLengthMm], MM_PER_M, 5),
    cuttingCost: centsToEuros(cuttingCents),
    holeCount: measures.holeCount,
    holeCost: centsToEuros(holeCents),
    totalPrice: centsToEuros(sumCents([materialCents, cuttingCents, holeCents])),
  };
}
