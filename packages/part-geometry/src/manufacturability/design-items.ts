// A configurator design as check items: its holes, cutouts and drawn lines, each measured
// against the part's edge (the outline, and a washer's opening).
import { designElements, effectiveCornerRadius, type Primitive } from '../design/elements.js';
import { designCentre, designSize, washerInnerDiameter } from '../design/measures.js';
import type { DesignElementRef, DesignParameters } from '../design/types.js';
import type { CheckItem } from './check-items.js';
import {
  arcSteps,
  boundaryGap,
  boundaryPoint,
  boxCentre,
  containsPoint,
  shapeBox,
  type Shape,
} from './shapes.js';

/** Arcs are drawn as chords no further than this from the arc, as the DXF check does. */
export const FLATTEN_TOLERANCE_MM = 0.002;
/** A drawn open line is only checked for lying outside the part: a coarser chord will do. */
const OPEN_LINE_TOLERANCE_MM = 0.05;

function arcPoints(
  cx: number,
  cy: number,
  r: number,
  start: number,
  end: number,
  out: number[],
  tolerance = FLATTEN_TOLERANCE_MM,
): void {
  const steps = arcSteps(r, end - start, tolerance);
  for (let k = 0; k <= steps; k += 1) {
    const angle = start + ((end - start) * k) / steps;
    out.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
}

function primitiveShape(primitive: Primitive): Shape {
  switch (primitive.kind) {
    case 'circle':
      return {
        kind: 'circle',
        cx: primitive.centre.x,
        cy: primitive.centre.y,
        r: primitive.radius,
      };
    case 'polyline':
      return {
        kind: 'poly',
        xy: primitive.points.flatMap((p) => [p.x, p.y]),
        closed: primitive.closed && primitive.points.length > 2,
      };
    case 'line':
      return {
        kind: 'poly',
        xy: [primitive.from.x, primitive.from.y, primitive.to.x, primitive.to.y],
        closed: false,
      };
    case 'arc': {
      const xy: number[] = [];
      const { centre, radius, start, end } = primitive;
      arcPoints(centre.x, centre.y, radius, start, end, xy, OPEN_LINE_TOLERANCE_MM);
      return { kind: 'poly', xy, closed: false };
    }
    case 'point':
      return { kind: 'poly', xy: [primitive.at.x, primitive.at.y], closed: false };
  }
}

/** The part's outer edge and its inner edge (a washer's opening), y down. */
export function designEdges(design: DesignParameters): { outer: Shape; inner?: Shape } {
  const centre = designCentre(design);
  if (design.baseShape === 'circle' || design.baseShape === 'washer') {
    const outer: Shape = {
      kind: 'circle',
      cx: centre.x,
      cy: centre.y,
      r: design.dimensions.diameter / 2,
    };
    const inner = design.baseShape === 'washer' ? washerInnerDiameter(design) : 0;
    return inner > 0
      ? { outer, inner: { kind: 'circle', cx: centre.x, cy: centre.y, r: inner / 2 } }
      : { outer };
  }
  const { width: w, height: h } = designSize(design);
  const r = effectiveCornerRadius(design);
  if (r === 0) return { outer: { kind: 'poly', xy: [0, 0, w, 0, w, h, 0, h], closed: true } };
  const xy: number[] = [];
  const half = Math.PI / 2;
  arcPoints(w - r, r, r, -half, 0, xy);
  arcPoints(w - r, h - r, r, 0, half, xy);
  arcPoints(r, h - r, r, half, Math.PI, xy);
  arcPoints(r, r, r, Math.PI, 3 * half, xy);
  return { outer: { kind: 'poly', xy, closed: true } };
}

function isClosed(shape: Shape): boolean {
  return shape.kind === 'circle' || shape.closed;
}

/** Every hole, cutout and drawn line of the design as a check item (the outline is the edge). */
export function designItems(design: DesignParameters): CheckItem[] {
  const { outer, inner } = designEdges(design);
  const items: CheckItem[] = [];
  for (const element of designElements(design)) {
    if (element.ref.kind === 'outline') continue;
    const [primitive] = element.primitives;
    if (!primitive) continue;
    const shape = primitiveShape(primitive);
    const box = shapeBox(shape);
    const edgeGapMm = Math.min(
      boundaryGap(shape, outer),
      inner ? boundaryGap(shape, inner) : Infinity,
    );
    const probe = boundaryPoint(shape);
    const inMetal = containsPoint(outer, probe) && !(inner && containsPoint(inner, probe));
    items.push({
      ref: element.ref,
      shape,
      box,
      closed: isClosed(shape),
      widthMm:
        shape.kind === 'circle' ? 2 * shape.r : Math.min(box.maxX - box.minX, box.maxY - box.minY),
      position: shape.kind === 'circle' ? { x: shape.cx, y: shape.cy } : boxCentre(box),
      edgeGapMm,
      // a drawing with coordinates that are not numbers is refused by the writer, not left out
      outside: Number.isFinite(edgeGapMm) && (!inMetal || edgeGapMm <= 0),
    });
  }
  return items;
}

/** A key naming the element, the same for equal refs. */
export function elementKey(ref: DesignElementRef): string {
  switch (ref.kind) {
    case 'outline':
      return 'outline';
    case 'hole':
      return `hole:${ref.pattern}:${ref.index}`;
    case 'cutout':
      return `cutout:${ref.index}`;
    case 'customLine':
      return `customLine:${ref.id}`;
  }
}

/** The design's holes, cutouts and lines that lie wholly or partly outside the metal. */
export function elementsOutsidePart(design: DesignParameters): DesignElementRef[] {
  return designItems(design)
    .filter((item) => item.outside)
    .map((item) => item.ref as DesignElementRef);
}

/** The keys (see elementKey) of the elements outside the metal. */
export function keysOutsidePart(design: DesignParameters): Set<string> {
  return new Set(elementsOutsidePart(design).map(elementKey));
}
