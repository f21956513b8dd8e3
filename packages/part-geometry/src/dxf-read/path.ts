// A path is a polyline whose segments may be circular arcs (DXF bulges), in mm. Arcs stay exact
// so 100,000 circular holes cost two vertices each, and length, area and bounding box are exact.

export interface Path {
  /** Interleaved x, y of each vertex. */
  xy: number[];
  /** Bulge of the segment starting at each vertex (tan of a quarter of the arc's angle). */
  bulges: number[];
  closed: boolean;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function emptyBox(): Box {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

export function vertexCount(path: Path): number {
  return path.xy.length / 2;
}

export function segmentCount(path: Path): number {
  const n = vertexCount(path);
  return path.closed ? n : n - 1;
}

/** Calls `visit` with each segment's endpoints and bulge. */
function forEachSegment(
  path: Path,
  visit: (x1: number, y1: number, x2: number, y2: number, bulge: number) => void,
): void {
  const n = vertexCount(path);
  const segments = segmentCount(path);
  for (let i = 0; i < segments; i += 1) {
    const j = (i + 1) % n;
    visit(
      path.xy[2 * i] as number,
      path.xy[2 * i + 1] as number,
      path.xy[2 * j] as number,
      path.xy[2 * j + 1] as number,
      path.bulges[i] ?? 0,
    );
  }
}

/** Centre, radius, start angle and signed sweep of a bulged segment. */
export function arcOf(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  bulge: number,
): { cx: number; cy: number; r: number; start: number; sweep: number } {
  const sweep = 4 * Math.atan(bulge);
  const dx = x2 - x1;
  const dy = y2 - y1;
  const chord = Math.hypot(dx, dy);
  const r = chord / (2 * Math.abs(Math.sin(sweep / 2)));
  // Distance from the chord midpoint to the centre, towards the left for a positive bulge.
  const h = (chord / 2) * ((1 - bulge * bulge) / (2 * bulge));
  const cx = (x1 + x2) / 2 - (h * dy) / chord;
  const cy = (y1 + y2) / 2 + (h * dx) / chord;
  return { cx, cy, r, start: Math.atan2(y1 - cy, x1 - cx), sweep };
}

export function segmentLength(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  bulge: number,
): number {
  const chord = Math.hypot(x2 - x1, y2 - y1);
  if (bulge === 0 || chord === 0) return chord;
  const sweep = 4 * Math.atan(bulge);
  return (chord * Math.abs(sweep)) / (2 * Math.abs(Math.sin(sweep / 2)));
}

export function pathLength(path: Path): number {
  let total = 0;
  forEachSegment(path, (x1, y1, x2, y2, bulge) => {
    total += segmentLength(x1, y1, x2, y2, bulge);
  });
  return total;
}

/** Signed area (counter-clockwise positive) of a closed path, arcs included. */
export function signedArea(path: Path): number {
  let twice = 0;
  let arcs = 0;
  forEachSegment(path, (x1, y1, x2, y2, bulge) => {
    twice += x1 * y2 - x2 * y1;
    if (bulge !== 0) {
      const chord = Math.hypot(x2 - x1, y2 - y1);
      if (chord === 0) return;
      const sweep = 4 * Math.atan(bulge);
      const r = chord / (2 * Math.abs(Math.sin(sweep / 2)));
      // Circular segment between chord and arc, on the left of the chord for a positive bulge.
      arcs += Math.sign(sweep) * ((r * r) / 2) * (Math.abs(sweep) - Math.sin(Math.abs(sweep)));
    }
  });
  return twice / 2 + arcs;
}

function angleInSweep(angle: number, start: number, sweep: number): boolean {
  const TAU = 2 * Math.PI;
  if (sweep >= 0) {
    const offset = (((angle - start) % TAU) + TAU) % TAU;
    return offset <= sweep;
  }
  const offset = (((start - angle) % TAU) + TAU) % TAU;
  return offset <= -sweep;
}

export function growBox(box: Box, path: Path): void {
  const add = (x: number, y: number): void => {
    if (x < box.minX) box.minX = x;
    if (x > box.maxX) box.maxX = x;
    if (y < box.minY) box.minY = y;
    if (y > box.maxY) box.maxY = y;
  };
  for (let i = 0; i < path.xy.length; i += 2) add(path.xy[i] as number, path.xy[i + 1] as number);
  forEachSegment(path, (x1, y1, x2, y2, bulge) => {
    if (bulge === 0 || (x1 === x2 && y1 === y2)) return;
    const { cx, cy, r, start, sweep } = arcOf(x1, y1, x2, y2, bulge);
    for (let quadrant = 0; quadrant < 4; quadrant += 1) {
      const angle = (quadrant * Math.PI) / 2;
      if (angleInSweep(angle, start, sweep))
        add(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
    }
  });
}

/** Replaces arcs by chords no further than `tolerance` from the arc. */
export function flattenPath(path: Path, tolerance: number): number[] {
  const out: number[] = [];
  forEachSegment(path, (x1, y1, x2, y2, bulge) => {
    out.push(x1, y1);
    if (bulge === 0) return;
    const { cx, cy, r, start, sweep } = arcOf(x1, y1, x2, y2, bulge);
    const steps = arcSteps(r, Math.abs(sweep), tolerance);
    for (let k = 1; k < steps; k += 1) {
      const angle = start + (sweep * k) / steps;
      out.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
    }
  });
  if (!path.closed) {
    const n = path.xy.length;
    out.push(path.xy[n - 2] as number, path.xy[n - 1] as number);
  }
  return out;
}

/** Chords needed so an arc of radius `r` and angle `sweep` deviates at most `tolerance`. */
export function arcSteps(r: number, sweep: number, tolerance: number): number {
  if (!(r > tolerance)) return Math.max(1, Math.ceil(sweep / (Math.PI / 2)));
  const step = 2 * Math.acos(1 - tolerance / r);
  return Math.min(100_000, Math.max(1, Math.ceil(sweep / step)));
}

/** Even-odd point-in-polygon test on flattened coordinates. */
export function pointInPolygon(x: number, y: number, polygon: number[]): boolean {
  let inside = false;
  const n = polygon.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const xi = polygon[2 * i] as number;
    const yi = polygon[2 * i + 1] as number;
    const xj = polygon[2 * j] as number;
    const yj = polygon[2 * j + 1] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
