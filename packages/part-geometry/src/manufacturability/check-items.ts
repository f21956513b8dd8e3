// The checks shared by configurator designs and DXF contours, over holes and cutouts already
// measured against the part's edge.
import type {
  ManufacturabilityCode,
  ManufacturabilityFinding,
  PartElementRef,
} from '@shop/contracts';
import {
  fallsShort,
  isBlockingFinding,
  minEdgeDistanceMm,
  minHoleDiameterMm,
  minWebMm,
  partSizeProblems,
  type ManufacturingRules,
} from '@shop/shop-rules';
import { boundaryGap, type Box, type Point, type Shape } from './shapes.js';
import { forEachNearPair } from './near-pairs.js';

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

/** A part smaller than the smallest part on a side, or larger than the largest sheet. */
export function partSizeFindings(
  widthMm: number,
  heightMm: number,
  rules: ManufacturingRules,
  element: PartElementRef,
  position: Point,
): ManufacturabilityFinding[] {
  return partSizeProblems(widthMm, heightMm, rules).map((problem) =>
    finding(problem.code, element, position, problem.measuredMm, problem.requiredMm),
  );
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
  const minEdge = minEdgeDistanceMm(rules);
  const minWeb = minWebMm(rules);
  const made: CheckItem[] = [];
  for (const item of items) {
    if (item.outside) {
      findings.push(finding('hole_outside_part', item.ref, item.position));
      continue;
    }
    if (!item.closed) continue;
    made.push(item);
    if (fallsShort(item.widthMm, minHole)) {
      findings.push(finding('hole_too_small', item.ref, item.position, item.widthMm, minHole));
    }
    if (fallsShort(item.edgeGapMm, minEdge)) {
      findings.push(finding('too_close_to_edge', item.ref, item.position, item.edgeGapMm, minEdge));
    }
  }
  const webs = new Float64Array(made.length).fill(Infinity);
  forEachNearPair(
    made.map((item) => item.box),
    minWeb,
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
    if (fallsShort(web, minWeb)) {
      findings.push(finding('web_too_thin', item.ref, item.position, web, minWeb));
    }
  });
  return findings;
}
