// The manufacturability checks of a configurator design.
import type { ManufacturabilityFinding } from '@shop/contracts';
import { fallsShort, minHoleDiameterMm, type ManufacturingRules } from '@shop/shop-rules';
import { designCentre, designSize, washerInnerDiameter } from '../design/measures.js';
import type { DesignParameters } from '../design/types.js';
import { checkItems, finding, partSizeFindings } from './check-items.js';
import { designItems } from './design-items.js';

/**
 * What the laser cannot make, or makes badly, in the design: the outline's size and a washer's
 * opening, then every hole, cutout and drawn line. Positions are in design coordinates.
 */
export function checkDesign(
  design: DesignParameters,
  rules: ManufacturingRules,
): ManufacturabilityFinding[] {
  const { width, height } = designSize(design);
  const centre = designCentre(design);
  const findings = partSizeFindings(width, height, rules, { kind: 'outline' }, centre);
  if (design.baseShape === 'washer') {
    const opening = washerInnerDiameter(design);
    const minHole = minHoleDiameterMm(rules);
    if (opening > 0 && fallsShort(opening, minHole)) {
      findings.push(finding('hole_too_small', { kind: 'outline' }, centre, opening, minHole));
    }
  }
  findings.push(...checkItems(designItems(design), rules));
  return findings;
}
