// Shapes the checks measure: circles stay exact, everything else is a polyline (flattened arcs).

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  /** Interleaved x, y; a closed polyline joins its last vertex to its first. */
  | { kind: 'poly'; xy: number[]; closed: boolean };

export function shapeBox(shape: Shape): Box {
  if (shape.kind === 'circle') {
    return {
      minX: shape.cx - shape.r,
      minY: shape.cy - shape.r,
      maxX: shape.cx + shape.r,
      maxY: shape.cy + shape.r,
    };
  }
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < shape.xy.length; i += 2) {
    const x = shape.xy[i] as number;
    const y = shape.xy[i + 1] as number;
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

export function boxCentre(box: Box): Point {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

/** A point on the shape's boundary. */
export function boundaryPoint(shape: Shape): Point {
  if (shape.kind === 'circle') return { x: shape.cx + shape.r, y: shape.cy };
  return { x: shape.xy[0] as number, y: shape.xy[1] as number };
}

/** Distance from a point to the segment a-b. */
function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Distance between the segments a-b and c-d; 0 when they cross or touch. */
function segmentSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return 0;
  return Math.min(
    pointSegment(ax, ay, cx, cy, dx, dy),
    pointSegment(bx, by, cx, cy, dx, dy),
    pointSegment(cx, cy, ax, ay, bx, by),
    pointSegment(dx, dy, ax, ay, bx, by),
  );
}

/** The number of segments of a polyline; a single vertex is one segment of no length. */
function segmentCount(xy: readonly number[], closed: boolean): number {
  const n = xy.length / 2;
  if (n <= 1) return n;
  return closed ? n : n - 1;
}

/** The index of the x of a segment's second vertex. */
function nextVertex(i: number, n: number): number {
  return i + 1 === n ? 0 : 2 * (i + 1);
}

function circlePolyGap(
  circle: Extract<Shape, { kind: 'circle' }>,
  poly: Extract<Shape, { kind: 'poly' }>,
) {
  const { xy } = poly;
  const n = xy.length / 2;
  const segments = segmentCount(xy, poly.closed);
  let nearest = Infinity;
  let farthest = 0;
  for (let i = 0; i < segments; i += 1) {
    const ax = xy[2 * i] as number;
    const ay = xy[2 * i + 1] as number;
    const j = n === 1 ? 0 : nextVertex(i, n);
    const bx = xy[j] as number;
    const by = xy[j + 1] as number;
    nearest = Math.min(nearest, pointSegment(circle.cx, circle.cy, ax, ay, bx, by));
    farthest = Math.max(farthest, Math.hypot(ax - circle.cx, ay - circle.cy));
  }
  if (!poly.closed && n > 0) {
    farthest = Math.max(
      farthest,
      Math.hypot(
        (xy[xy.length - 2] as number) - circle.cx,
        (xy[xy.length - 1] as number) - circle.cy,
      ),
    );
  }
  if (nearest >= circle.r) return nearest - circle.r;
  if (farthest <= circle.r) return circle.r - farthest;
  return 0;
}

function polyPolyGap(a: Extract<Shape, { kind: 'poly' }>, b: Extract<Shape, { kind: 'poly' }>) {
  const na = a.xy.length / 2;
  const nb = b.xy.length / 2;
  const sa = segmentCount(a.xy, a.closed);
  const sb = segmentCount(b.xy, b.closed);
  const p = a.xy;
  const q = b.xy;
  let gap = Infinity;
  for (let i = 0; i < sa && gap > 0; i += 1) {
    const ax = p[2 * i] as number;
    const ay = p[2 * i + 1] as number;
    const ja = na === 1 ? 0 : nextVertex(i, na);
    const bx = p[ja] as number;
    const by = p[ja + 1] as number;
    const minX = Math.min(ax, bx);
    const maxX = Math.max(ax, bx);
    const minY = Math.min(ay, by);
    const maxY = Math.max(ay, by);
    for (let k = 0; k < sb; k += 1) {
      const cx = q[2 * k] as number;
      const cy = q[2 * k + 1] as number;
      const jb = nb === 1 ? 0 : nextVertex(k, nb);
      const dx = q[jb] as number;
      const dy = q[jb + 1] as number;
      // the boxes' distance is a lower bound: skip segments that cannot come nearer
      if (
        Math.min(cx, dx) - maxX >= gap ||
        minX - Math.max(cx, dx) >= gap ||
        Math.min(cy, dy) - maxY >= gap ||
        minY - Math.max(cy, dy) >= gap
      )
        continue;
      gap = Math.min(gap, segmentSegment(ax, ay, bx, by, cx, cy, dx, dy));
    }
  }
  return gap;
}

/**
 * The distance between the boundaries of two shapes; 0 when they cross or touch. A shape
 * inside the other counts from its boundary to the other's.
 */
export function boundaryGap(a: Shape, b: Shape): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    const d = Math.hypot(a.cx - b.cx, a.cy - b.cy);
    if (d >= a.r + b.r) return d - a.r - b.r;
    if (d <= Math.abs(a.r - b.r)) return Math.abs(a.r - b.r) - d;
    return 0;
  }
  if (a.kind === 'circle') return circlePolyGap(a, b as Extract<Shape, { kind: 'poly' }>);
  if (b.kind === 'circle') return circlePolyGap(b, a);
  return polyPolyGap(a, b);
}

/** Even-odd point-in-polygon test; a circle contains the points nearer its centre than r. */
export function containsPoint(shape: Shape, p: Point): boolean {
  if (shape.kind === 'circle') return Math.hypot(p.x - shape.cx, p.y - shape.cy) < shape.r;
  if (!shape.closed) return false;
  const { xy } = shape;
  let inside = false;
  const n = xy.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const xi = xy[2 * i] as number;
    const yi = xy[2 * i + 1] as number;
    const xj = xy[2 * j] as number;
    const yj = xy[2 * j + 1] as number;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Chord steps so an arc of radius r and angle `sweep` deviates at most `tolerance`. */
export function arcSteps(r: number, sweep: number, tolerance: number): number {
  if (!(r > tolerance)) return Math.max(1, Math.ceil(sweep / (Math.PI / 2)));
  const step = 2 * Math.acos(1 - tolerance / r);
  return Math.min(10_000, Math.max(1, Math.ceil(Math.abs(sweep) / step)));
}
