import { centsToEuros, sumCents } from '@shop/contracts';
import {
  cuttingCostCents,
  holesCostCents,
  materialCostCents,
  metres,
  squareMetres,
} from './cut-costs.js';

/** What a configurator part is priced at: the price row of its material and thickness, and the hole cost. */
export interface DesignPriceInputs {
  /** EUR per m². */
  pricePerM2: number | string;
  /** EUR per metre of cut. */
  cuttingLineCost: number | string;
  /** EUR per hole. */
  holeCost: number | string;
}

/**
 * The measures a configurator part is priced by, as the part geometry gives them: the base
 * shape's area and cut length, and the holes charged (those in the metal).
 */
export interface DesignPriceMeasures {
  areaMm2: number;
  cutLengthMm: number;
  holeCount: number;
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

/**
 * The configurator's price rule: material cost = area (m²) x price per m², cutting cost = cut
 * length (m) x cutting cost per metre, hole cost = charged holes x cost per hole, total = their
 * sum. Each part is rounded half up to cents from the exact product of the measures, so every
 * caller gets the same cents.
 */
export function priceDesignedPart(
  measures: DesignPriceMeasures,
  inputs: DesignPriceInputs,
): DesignPrice {
  const materialCents = materialCostCents([measures.areaMm2], inputs.pricePerM2);
  const cuttingCents = cuttingCostCents(measures.cutLengthMm, inputs.cuttingLineCost);
  const holeCents = holesCostCents(measures.holeCount, inputs.holeCost);
  return {
    areaM2: squareMetres([measures.areaMm2], 8),
    materialCost: centsToEuros(materialCents),
    cutLengthM: metres(measures.cutLengthMm, 5),
    cuttingCost: centsToEuros(cuttingCents),
    holeCount: measures.holeCount,
    holeCost: centsToEuros(holeCents),
    totalPrice: centsToEuros(sumCents([materialCents, cuttingCents, holeCents])),
  };
}
