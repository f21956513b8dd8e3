import { designCentre, designSize, isRound, washerInnerDiameter } from './measures.js';
import type { DesignElementRef, DesignParameters, Point } from './types.js';

/**
 * Snap points of the base part: its four corners and centre (rectangle, flat-connector,
 * custom-geometry) or the ends of both axes (circle; washer outer and inner circle). The editor
 * adds the ends of custom shapes itself.
 */
export function designSnapPoints(design: DesignParameters): Point[] {
  const centre = designCentre(design);
  if (isRound(design)) {
    const radii = [design.dimensions.diameter / 2];
    const inner = washerInnerDiameter(design);
    if (design.baseShape === 'washer' && inner > 0) radii.push(inner / 2);
    return radii.flatMap((r) => [
      { x: centre.x - r, y: centre.y },
      { x: centre.x + r, y: centre.y },
      { x: centre.x, y: centre.y - r },
      { x: centre.x, y: centre.y + r },
    ]);
  }
  const { width, height } = designSize(design);
  return [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }, centre];
}

/**
 * Deleting one element: corner or grid holes set the pattern to none; a custom hole is
 * removed (the index after the last position is the centre hole) and the pattern becomes none once
 * no custom hole is left; a cutout or custom line is removed; the outline turns rounded corners
 * off. Returns a new design; the input is not changed.
 */
export function deleteDesignElement(
  design: DesignParameters,
  ref: DesignElementRef,
): DesignParameters {
  switch (ref.kind) {
    case 'outline':
      return { ...design, features: { ...design.features, roundedCorners: false } };
    case 'cutout':
      return { ...design, cutouts: design.cutouts.filter((_, index) => index !== ref.index) };
    case 'customLine':
      return { ...design, customLines: design.customLines.filter((line) => line.id !== ref.id) };
    case 'hole': {
      if (ref.pattern !== 'custom')
        return { ...design, holes: { ...design.holes, pattern: 'none' } };
      const { positions } = design.holes;
      const removesCentre = ref.index >= positions.length;
      const nextPositions = removesCentre
        ? positions
        : positions.filter((_, index) => index !== ref.index);
      const includeCenter = removesCentre ? false : design.holes.includeCenter;
      const empty = nextPositions.length === 0 && !includeCenter;
      return {
        ...design,
        holes: {
          ...design.holes,
          positions: nextPositions,
          includeCenter,
          pattern: empty ? 'none' : 'custom',
        },
      };
    }
  }
}
