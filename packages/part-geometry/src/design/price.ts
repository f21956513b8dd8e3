import { centsToEuros, productToCents, productToDecimal, sumCents } from '@shop/contracts';
import { elementsOutsidePart } from '../manufacturability/design-items.js';
import { customCircleRadius, designMeasures } from './measures.js';
import type { DesignElementRef, DesignParameters } from './types.js';

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

/** Whether the element is one of the holes the hole count charges. */
function isChargedHole(design: DesignParameters, ref: DesignElementRef): boolean {
  if (ref.kind === 'hole') return true;
  if (ref.kind !== 'customLine') return false;
  const line = design.customLines.find((candidate) => candidate.id === ref.id);
  if (!line) return false;
  return (
    line.type === 'rectangle' || (line.type === 'circle' && customCircleRadius(line.points) > 0)
  );
}

/**
 * The holes charged: the design's hole count less the holes that lie wholly or partly outside the
 * metal (outside the outline or in a washer's opening). A hole outside the part is never made, so
 * it is never charged.
 */
export function chargedHoleCount(design: DesignParameters): number {
  const outside = elementsOutsidePart(design).filter((ref) => isChargedHole(design, ref)).length;
  return designMeasures(design).holeCount - outside;
}

/**
 * Material cost = area (m²) x pricePerM2, cutting cost = cut length (m) x cuttingLineCost,
 * hole cost = charged holes x hole cost (holes outside the part are free, see chargedHoleCount), total = their sum. Each part is rounded half up to cents from the
 * exact product of the rounded measures, so every caller gets the same cents.
 */
export function priceDesign(design: DesignParameters, inputs: DesignPriceInputs): DesignPrice {
  const measures = designMeasures(design);
  const materialCents = productToCents([measures.areaMm2, inputs.pricePerM2], MM2_PER_M2);
  const cuttingCents = productToCents([measures.cutLengthMm, inputs.cuttingLineCost], MM_PER_M);
  const holeCount = chargedHoleCount(design);
  const holeCents = productToCents([holeCount, inputs.holeCost]);
  return {
    areaM2: productToDecimal([measures.areaMm2], MM2_PER_M2, 8),
    materialCost: centsToEuros(materialCents),
    cutLengthM: productToDecimal([measures.cutLengthMm], MM_PER_M, 5),
    cuttingCost: centsToEuros(cuttingCents),
    holeCount,
    holeCost: centsToEuros(holeCents),
    totalPrice: centsToEuros(sumCents([materialCents, cuttingCents, holeCents])),
  };
}
