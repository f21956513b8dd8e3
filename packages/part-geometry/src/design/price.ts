import { priceDesignedPart, type DesignPrice, type DesignPriceInputs } from '@shop/shop-rules';
import { elementsOutsidePart } from '../manufacturability/design-items.js';
import { customCircleRadius, designMeasures } from './measures.js';
import type { DesignElementRef, DesignParameters } from './types.js';

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
 * A design's price: its area, cut length and charged holes (see chargedHoleCount), priced by the
 * configurator's price rule (shop-rules' priceDesignedPart), so every caller gets the same cents.
 */
export function priceDesign(design: DesignParameters, inputs: DesignPriceInputs): DesignPrice {
  const { areaMm2, cutLengthMm } = designMeasures(design);
  return priceDesignedPart({ areaMm2, cutLengthMm, holeCount: chargedHoleCount(design) }, inputs);
}
