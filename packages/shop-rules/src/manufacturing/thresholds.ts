import type { ManufacturingRules } from './material-rules.js';

// The limits a part's manufacturability checks compare its measures with. The geometry (which
// hole is where, how far from the edge) is measured by part-geometry; these say what is too small,
// too near or too large.

/** The smallest part the shop cuts, on each side, in millimetres. */
export const MIN_PART_SIDE_MM = 5;

/**
 * Measures closer than this to a limit pass: a drawing's rounding (0.0001 mm in our DXF) and
 * flattened arcs must not turn a part that passes into one that fails.
 */
export const CHECK_TOLERANCE_MM = 0.005;

/** The smallest hole diameter in mm: the material's factor times the thickness, to 0.01 mm. */
export function minHoleDiameterMm(rules: ManufacturingRules): number {
  return Math.round(rules.minHoleFactor * rules.thicknessMm * 100) / 100;
}

/** The smallest distance in mm from a hole or cutout to the part's edge: the sheet thickness. */
export function minEdgeDistanceMm(rules: ManufacturingRules): number {
  return rules.thicknessMm;
}

/** The smallest web in mm between two holes or cutouts: the sheet thickness. */
export function minWebMm(rules: ManufacturingRules): number {
  return rules.thicknessMm;
}

/** True when a measure falls short of a minimum by more than the tolerance. */
export function fallsShort(measuredMm: number, minimumMm: number): boolean {
  return measuredMm < minimumMm - CHECK_TOLERANCE_MM;
}

/** True when a measure exceeds a maximum by more than the tolerance. */
export function exceeds(measuredMm: number, maximumMm: number): boolean {
  return measuredMm > maximumMm + CHECK_TOLERANCE_MM;
}

/** A part size the laser cannot cut, with the side measured and the limit it breaks. */
export interface PartSizeProblem {
  code: 'part_too_large' | 'part_too_small';
  measuredMm: number;
  requiredMm: number;
}

/**
 * What is wrong with a part's outer size: larger than the largest sheet in either orientation,
 * or a side shorter than MIN_PART_SIDE_MM. A part fits in one of the two orientations exactly
 * when its long side fits the sheet's long side and its short side the short one.
 */
export function partSizeProblems(
  widthMm: number,
  heightMm: number,
  rules: Pick<ManufacturingRules, 'maxSheetWidthMm' | 'maxSheetHeightMm'>,
): PartSizeProblem[] {
  const problems: PartSizeProblem[] = [];
  const longSide = Math.max(widthMm, heightMm);
  const shortSide = Math.min(widthMm, heightMm);
  const sheetLong = Math.max(rules.maxSheetWidthMm, rules.maxSheetHeightMm);
  const sheetShort = Math.min(rules.maxSheetWidthMm, rules.maxSheetHeightMm);
  if (exceeds(longSide, sheetLong)) {
    problems.push({ code: 'part_too_large', measuredMm: longSide, requiredMm: sheetLong });
  } else if (exceeds(shortSide, sheetShort)) {
    problems.push({ code: 'part_too_large', measuredMm: shortSide, requiredMm: sheetShort });
  }
  if (fallsShort(shortSide, MIN_PART_SIDE_MM)) {
    problems.push({ code: 'part_too_small', measuredMm: shortSide, requiredMm: MIN_PART_SIDE_MM });
  }
  return problems;
}
