import { customCircleRadius, designCentre, designSize, washerInnerDiameter } from './measures.js';
import type { DesignElementRef, DesignParameters, Point } from './types.js';

/**
 * Drawing primitives in design coordinates (mm, y down). Arcs always sweep from `start` to `end`
 * in the direction of growing angle (clockwise on screen, counter-clockwise once the DXF writer
 * flips y); angles in radians, measured with atan2(y - cy, x - cx).
 */
export type Primitive =
  | { kind: 'line'; from: Point; to: Point }
  | { kind: 'arc'; centre: Point; radius: number; start: number; end: number }
  | { kind: 'circle'; centre: Point; radius: number }
  | { kind: 'polyline'; points: Point[]; closed: boolean }
  | { kind: 'point'; at: Point };

export interface DesignElement {
  ref: DesignElementRef;
  primitives: Primitive[];
}

const EPSILON = 1e-9;

function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) < EPSILON && Math.abs(a.y - b.y) < EPSILON;
}

/** The largest corner radius that fits the rectangle. */
export function effectiveCornerRadius(design: DesignParameters): number {
  if (design.baseShape !== 'rectangle' || !design.features.roundedCorners) return 0;
  const { width, height } = designSize(design);
  return Math.max(0, Math.min(design.features.cornerRadius, width / 2, height / 2));
}

function outlinePrimitives(design: DesignParameters): Primitive[] {
  const centre = designCentre(design);
  if (design.baseShape === 'circle') {
    return [{ kind: 'circle', centre, radius: design.dimensions.diameter / 2 }];
  }
  if (design.baseShape === 'washer') {
    const inner = washerInnerDiameter(design);
    const outer: Primitive = { kind: 'circle', centre, radius: design.dimensions.diameter / 2 };
    return inner > 0 ? [outer, { kind: 'circle', centre, radius: inner / 2 }] : [outer];
  }
  // flat-connector and custom-geometry are plain rectangles; a rectangle has rounded
  // corners when asked
  const { width: w, height: h } = designSize(design);
  const r = effectiveCornerRadius(design);
  if (r === 0) {
    return [
      { kind: 'line', from: { x: 0, y: 0 }, to: { x: w, y: 0 } },
      { kind: 'line', from: { x: w, y: 0 }, to: { x: w, y: h } },
      { kind: 'line', from: { x: w, y: h }, to: { x: 0, y: h } },
      { kind: 'line', from: { x: 0, y: h }, to: { x: 0, y: 0 } },
    ];
  }
  const half = Math.PI / 2;
  const parts: Primitive[] = [
    { kind: 'line', from: { x: r, y: 0 }, to: { x: w - r, y: 0 } },
    { kind: 'arc', centre: { x: w - r, y: r }, radius: r, start: -half, end: 0 },
    { kind: 'line', from: { x: w, y: r }, to: { x: w, y: h - r } },
    { kind: 'arc', centre: { x: w - r, y: h - r }, radius: r, start: 0, end: half },
    { kind: 'line', from: { x: w - r, y: h }, to: { x: r, y: h } },
    { kind: 'arc', centre: { x: r, y: h - r }, radius: r, start: half, end: Math.PI },
    { kind: 'line', from: { x: 0, y: h - r }, to: { x: 0, y: r } },
    { kind: 'arc', centre: { x: r, y: r }, radius: r, start: Math.PI, end: 3 * half },
  ];
  // a radius of half a side leaves that side's straight lines with no length
  return parts.filter((part) => part.kind !== 'line' || !samePoint(part.from, part.to));
}

/** Hole centres and diameters of the hole pattern, in the order their refs index them. */
export function patternHoles(
  design: DesignParameters,
): Array<{ pattern: 'corners' | 'grid' | 'custom'; centre: Point; diameter: number }> {
  const { holes } = design;
  const centre = designCentre(design);
  if (holes.pattern === 'corners') {
    const dx = holes.spacingX / 2;
    const dy = holes.spacingY / 2;
    const points = [
      { x: centre.x - dx, y: centre.y - dy },
      { x: centre.x + dx, y: centre.y - dy },
      { x: centre.x + dx, y: centre.y + dy },
      { x: centre.x - dx, y: centre.y + dy },
    ];
    if (holes.includeCenter) points.push(centre);
    return points.map((point) => ({ pattern: 'corners', centre: point, diameter: holes.diameter }));
  }
  if (holes.pattern === 'grid') {
    const result: Array<{ pattern: 'grid'; centre: Point; diameter: number }> = [];
    for (let row = 0; row < holes.rows; row += 1) {
      for (let column = 0; column < holes.columns; column += 1) {
        result.push({
          pattern: 'grid',
          centre: {
            x: centre.x + (column - (holes.columns - 1) / 2) * holes.spacingX,
            y: centre.y + (row - (holes.rows - 1) / 2) * holes.spacingY,
          },
          diameter: holes.diameter,
        });
      }
    }
    return result;
  }
  if (holes.pattern === 'custom') {
    const result = holes.positions.map((position) => ({
      pattern: 'custom' as const,
      centre: { x: position.x, y: position.y },
      diameter: position.diameter ?? holes.diameter,
    }));
    if (holes.includeCenter) result.push({ pattern: 'custom', centre, diameter: holes.diameter });
    return result;
  }
  return [];
}

/** The circle through three points, or undefined when they are (nearly) on one line. */
function circleThrough(
  a: Point,
  b: Point,
  c: Point,
): { centre: Point; radius: number } | undefined {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  const scale = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - a.x, c.y - a.y));
  if (Math.abs(d) < 1e-9 * scale * scale) return undefined;
  const a2 = a.x * a.x + a.y * a.y;
  const b2 = b.x * b.x + b.y * b.y;
  const c2 = c.x * c.x + c.y * c.y;
  const centre = {
    x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
    y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d,
  };
  return { centre, radius: Math.hypot(a.x - centre.x, a.y - centre.y) };
}

function normaliseAngle(angle: number): number {
  const full = 2 * Math.PI;
  return ((angle % full) + full) % full;
}

/** The arc from `start` through `through` to `end` (an 'arc' custom line). */
export function threePointArc(start: Point, through: Point, end: Point): Primitive {
  const circle = circleThrough(start, through, end);
  if (!circle) return { kind: 'line', from: start, to: end };
  const angle = (p: Point) => Math.atan2(p.y - circle.centre.y, p.x - circle.centre.x);
  const a0 = angle(start);
  const a1 = angle(through);
  const a2 = angle(end);
  const toThrough = normaliseAngle(a1 - a0);
  const toEnd = normaliseAngle(a2 - a0);
  // growing angle from start reaches the through point first: sweep start -> end; else end -> start
  return toThrough < toEnd
    ? { kind: 'arc', centre: circle.centre, radius: circle.radius, start: a0, end: a0 + toEnd }
    : {
        kind: 'arc',
        centre: circle.centre,
        radius: circle.radius,
        start: a2,
        end: a2 + normaliseAngle(a0 - a2),
      };
}

function customLinePrimitives(type: string, points: Point[]): Primitive[] {
  if (type === 'circle') {
    const radius = customCircleRadius(points);
    return radius > 0 && points[0] ? [{ kind: 'circle', centre: points[0], radius }] : [];
  }
  return [customLinePrimitive(type, points)];
}

function customLinePrimitive(type: string, points: Point[]): Primitive {
  const [p0 = { x: 0, y: 0 }, p1 = p0, p2 = p1] = points;
  switch (type) {
    case 'arc':
      return threePointArc(p0, p1, p2);
    case 'circle': {
      const radius = Math.hypot(p1.x - p0.x, p1.y - p0.y);
      return radius > 0 ? { kind: 'circle', centre: p0, radius } : { kind: 'point', at: p0 };
    }
    case 'rectangle':
      return {
        kind: 'polyline',
        points: [p0, { x: p1.x, y: p0.y }, p1, { x: p0.x, y: p1.y }],
        closed: true,
      };
    case 'point':
      return { kind: 'point', at: p0 };
    default: {
      const last = points[points.length - 1];
      const closed = points.length > 2 && last !== undefined && samePoint(points[0] ?? last, last);
      return { kind: 'polyline', points: closed ? points.slice(0, -1) : points, closed };
    }
  }
}

/** Every element of the design: outline first, then holes, cutouts and custom lines. */
export function designElements(design: DesignParameters): DesignElement[] {
  const elements: DesignElement[] = [
    { ref: { kind: 'outline' }, primitives: outlinePrimitives(design) },
  ];
  const counters = { corners: 0, grid: 0, custom: 0 };
  for (const hole of patternHoles(design)) {
    elements.push({
      ref: { kind: 'hole', pattern: hole.pattern, index: counters[hole.pattern]++ },
      primitives: [{ kind: 'circle', centre: hole.centre, radius: hole.diameter / 2 }],
    });
  }
  design.cutouts.forEach((cutout, index) => {
    let primitive: Primitive;
    if (cutout.type === 'circle') {
      primitive = {
        kind: 'circle',
        centre: { x: cutout.x, y: cutout.y },
        radius: cutout.diameter / 2,
      };
    } else if (cutout.type === 'rectangle') {
      const { x, y, width, height } = cutout;
      primitive = {
        kind: 'polyline',
        points: [
          { x, y },
          { x: x + width, y },
          { x: x + width, y: y + height },
          { x, y: y + height },
        ],
        closed: true,
      };
    } else {
      primitive = { kind: 'polyline', points: cutout.points, closed: true };
    }
    elements.push({ ref: { kind: 'cutout', index }, primitives: [primitive] });
  });
  for (const line of design.customLines) {
    elements.push({
      ref: { kind: 'customLine', id: line.id },
      primitives: customLinePrimitives(line.type, line.points),
    });
  }
  return elements;
}
