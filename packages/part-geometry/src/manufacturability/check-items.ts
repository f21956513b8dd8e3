// The checks shared by configurator designs and DXF contours, over holes and cutouts already
// measured against the part's edge.
import {
  MIN_PART_SIDE_MM,
  isBlockingFinding,
  type ManufacturabilityCode,
  type ManufacturabilityFinding,
  type PartElementRef,
} from '@shop/contracts';
import { minHoleDiameterMm, type ManufacturingRules } from './rules.js';
import { boundaryGap, type Box, type Point, type Shape } from './shapes.js';
import { forEachNearPair } from './near-pairs.js';

/**
 * Measures closer than this to a limit pass: a drawing's rounding (0.0001 mm in our DXF) and
 * flattened arcs must not turn a part that passes into one that fails.
 */
export const CHECK_TOLERANCE_MM = 0.005;

export interface CheckItem {
  ref: PartElementRef;
  shape: Shape;
  box: Box;
  /** Closed items (holes, cutouts, closed contours) are cut out of the part; open lines are not. */
  closed: boolean;
  /** The width of a closed item: a circle's diameter, else the smaller side of its box. */
  widthMm: number;
  position: Point;
  /** From the item to the nearest edge of the part, 0 when it crosses an edge. */
  edgeGapMm: number;
  /** Wholly or partly outside the metal. */
  outside: boolean;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function finding(
  code: ManufacturabilityCode,
  element: PartElementRef,
  position: Point,
  measuredMm?: number,
  requiredMm?: number,
): ManufacturabilityFinding {
  return {
    code,
    blocking: isBlockingFinding(code),
    element,
    position: { x: round2(position.x), y: round2(position.y) },
    ...(measuredMm === undefined ? {} : { measuredMm: round2(Math.max(0, measuredMm)) }),
    ...(requiredMm === undefined ? {} : { requiredMm: round2(requiredMm) }),
  };
}

/** A part smaller than MIN_PART_SIDE_MM on a side, or larger than the largest sheet. */
export function partSizeFindings(
  widthMm: number,
  heightMm: number,
  rules: ManufacturingRules,
  element: PartElementRef,
  position: Point,
): ManufacturabilityFinding[] {
  const findings: ManufacturabilityFinding[] = [];
  const longSide = Math.max(widthMm, heightMm);
  const shortSide = Math.min(widthMm, heightMm);
  const sheetLong = Math.max(rules.maxSheetWidthMm, rules.maxSheetHeightMm);
  const sheetShort = Math.min(rules.maxSheetWidthMm, rules.maxSheetHeightMm);
  // a part fits in one of the two orientations exactly when its long side fits the sheet's long
  // side and its short side the short one
  if (longSide > sheetLong + CHECK_TOLERANCE_MM) {
    findings.push(finding('part_too_large', element, position, longSide, sheetLong));
  } else if (shortSide > sheetShort + CHECK_TOLERANCE_MM) {
    findings.push(finding('part_too_large', element, position, shortSide, sheetShort));
  }
  if (shortSide < MIN_PART_SIDE_MM - CHECK_TOLERANCE_MM) {
    findings.push(finding('part_too_small', element, position, shortSide, MIN_PART_SIDE_MM));
  }
  return findings;
}

/**
 * Outside the part: hole_outside_part, and no other check (it is not made). Inside: a closed item
 * narrower than the smallest hole, nearer the edge than the thickness, or nearer another closed
 * item than the thickness (one finding per item, with its smallest web).
 */
export function checkItems(
  items: readonly CheckItem[],
  rules: ManufacturingRules,
): ManufacturabilityFinding[] {
  const findings: ManufacturabilityFinding[] = [];
  const minHole = minHoleDiameterMm(rules);
  const thickness = rules.thicknessMm;
  const made: CheckItem[] = [];
  for (const item of items) {
    if (item.outside) {
      findings.push(finding('hole_outside_part', item.ref, item.position));
      continue;
    }
    if (!item.closed) continue;
    made.push(item);
    if (item.widthMm < minHole - CHECK_TOLERANCE_MM) {
      findings.push(finding('hole_too_small', item.ref, item.position, item.widthMm, minHole));
    }
    if (item.edgeGapMm < thickness - CHECK_TOLERANCE_MM) {
      findings.push(
        finding('too_close_to_edge', item.ref, item.position, item.edgeGapMm, thickness),
      );
    }
  }
  const webs = new Float64Array(made.length).fill(Infinity);
  forEachNearPair(
    made.map((item) => item.box),
    thickness,
    (i, j) => {
      const a = made[i] as CheckItem;
      const b = made[j] as CheckItem;
      const gap = boundaryGap(a.shape, b.shape);
      webs[i] = Math.min(webs[i] as number, gap);
      webs[j] = Math.min(webs[j] as number, gap);
    },
  );
  made.forEach((item, index) => {
    const web = webs[index] as number;
    if (web < thickness - CHECK_TOLERANCE_MM) {
      findings.push(finding('web_too_thin', item.ref, item.position, web, thickness));
    }
  });
  return findings;
}
