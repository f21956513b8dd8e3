// The manufacturability checks of a part read from a DXF file: its holes measured against the
// outer contour around them.
import type { ManufacturabilityFinding } from '@shop/contracts';
import type { ManufacturingRules } from '@shop/shop-rules';
import type { Contour } from '../dxf-read/contour.js';
import { flattenPath } from '../dxf-read/path.js';
import { checkItems, partSizeFindings, type CheckItem } from './check-items.js';
import { FLATTEN_TOLERANCE_MM } from './design-items.js';
import {
  boundaryGap,
  boundaryPoint,
  containsPoint,
  shapeBox,
  type Box,
  type Shape,
} from './shapes.js';

/** The drawing's bounding box in DXF coordinates (y up), as the quote metrics give it. */
export interface ContoursBox {
  widthMm: number;
  heightMm: number;
  minXMm: number;
  minYMm: number;
}

const BULGE_TOLERANCE = 1e-9;

/** A circle drawn as two half arcs stays a circle; every other path is flattened. */
function contourShape(contour: Contour): Shape {
  const { xy, bulges, closed } = contour.path;
  const [b0 = 0, b1 = 0] = bulges;
  if (
    closed &&
    xy.length === 4 &&
    Math.abs(Math.abs(b0) - 1) < BULGE_TOLERANCE &&
    Math.abs(b1 - b0) < BULGE_TOLERANCE
  ) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = xy;
    return {
      kind: 'circle',
      cx: (x1 + x2) / 2,
      cy: (y1 + y2) / 2,
      r: Math.hypot(x2 - x1, y2 - y1) / 2,
    };
  }
  return { kind: 'poly', xy: flattenPath(contour.path, FLATTEN_TOLERANCE_MM), closed };
}

function boxInside(inner: Box, outer: Box): boolean {
  return (
    inner.minX >= outer.minX &&
    inner.maxX <= outer.maxX &&
    inner.minY >= outer.minY &&
    inner.maxY <= outer.maxY
  );
}

/**
 * Checks the contours of a DXF part: its size, and each hole (inner contour) against the outer
 * contour around it and its neighbours. Elements are contours by their index in `contours`;
 * positions are relative to the drawing's top-left corner, y down, like the preview.
 */
export function checkContours(
  contours: readonly Contour[],
  box: ContoursBox,
  rules: ManufacturingRules,
): ManufacturabilityFinding[] {
  const top = box.minYMm + box.heightMm;
  const toScreen = (x: number, y: number) => ({ x: x - box.minXMm, y: top - y });
  const findings = partSizeFindings(
    box.widthMm,
    box.heightMm,
    rules,
    { kind: 'contour', index: outermostIndex(contours) },
    { x: box.widthMm / 2, y: box.heightMm / 2 },
  );
  const outers: Array<{ contour: Contour; shape?: Shape }> = contours
    .filter((contour) => contour.role === 'outer')
    .map((contour) => ({ contour }))
    .sort((a, b) => Math.abs(a.contour.area) - Math.abs(b.contour.area));
  const shapeOf = (outer: { contour: Contour; shape?: Shape }): Shape => {
    outer.shape ??= contourShape(outer.contour);
    return outer.shape;
  };
  const items: CheckItem[] = [];
  contours.forEach((contour, index) => {
    if (contour.role !== 'hole') return;
    const shape = contourShape(contour);
    const shapeBoxMm = shapeBox(shape);
    const probe = boundaryPoint(shape);
    // the smallest outer contour around the hole is the metal it is cut from
    const parent = outers.find(
      (outer) => boxInside(contour.box, outer.contour.box) && containsPoint(shapeOf(outer), probe),
    );
    const edgeGapMm = parent ? boundaryGap(shape, shapeOf(parent)) : 0;
    const centre =
      shape.kind === 'circle'
        ? { x: shape.cx, y: shape.cy }
        : {
            x: (shapeBoxMm.minX + shapeBoxMm.maxX) / 2,
            y: (shapeBoxMm.minY + shapeBoxMm.maxY) / 2,
          };
    items.push({
      ref: { kind: 'contour', index },
      shape,
      box: shapeBoxMm,
      closed: true,
      widthMm:
        shape.kind === 'circle'
          ? 2 * shape.r
          : Math.min(shapeBoxMm.maxX - shapeBoxMm.minX, shapeBoxMm.maxY - shapeBoxMm.minY),
      position: toScreen(centre.x, centre.y),
      edgeGapMm,
      outside: !parent || edgeGapMm <= 0,
    });
  });
  findings.push(...checkItems(items, rules));
  return findings;
}

/** The index of the contour with the largest box: the part's outline in a one-part drawing. */
function outermostIndex(contours: readonly Contour[]): number {
  let best = 0;
  let bestSize = -Infinity;
  contours.forEach((contour, index) => {
    const size = (contour.box.maxX - contour.box.minX) * (contour.box.maxY - contour.box.minY);
    if (contour.role !== 'open' && size > bestSize) {
      best = index;
      bestSize = size;
    }
  });
  return best;
}
