/**
 * Ramer–Douglas–Peucker: drops the vertices of a polyline (interleaved x, y) that lie within
 * `tolerance` of the line through their neighbours that remain. A closed polyline keeps its first
 * vertex and the one furthest from it, so it never collapses to a single point. Iterative, so a
 * spline of 100,000 vertices does not exhaust the stack.
 */
export function simplifyPolyline(
  xy: readonly number[],
  tolerance: number,
  closed: boolean,
): number[] {
  const n = xy.length / 2;
  if (n <= 2) return [...xy];
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const ranges: Array<[number, number]> = [];
  if (closed) {
    const far = furthestFrom(xy, 0, n);
    keep[far] = 1;
    ranges.push([0, far], [far, n - 1]);
  } else {
    ranges.push([0, n - 1]);
  }
  while (ranges.length > 0) {
    const [from, to] = ranges.pop() as [number, number];
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = from + 1; i < to; i += 1) {
      const distance = distanceToSegment(xy, i, from, to);
      if (distance > worstDistance) {
        worstDistance = distance;
        worst = i;
      }
    }
    if (worst !== -1) {
      keep[worst] = 1;
      ranges.push([from, worst], [worst, to]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (keep[i]) out.push(xy[2 * i] as number, xy[2 * i + 1] as number);
  }
  return out;
}

function furthestFrom(xy: readonly number[], index: number, n: number): number {
  const x = xy[2 * index] as number;
  const y = xy[2 * index + 1] as number;
  let best = Math.min(1, n - 1);
  let bestDistance = -1;
  for (let i = 1; i < n; i += 1) {
    const distance = Math.hypot((xy[2 * i] as number) - x, (xy[2 * i + 1] as number) - y);
    if (distance > bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}

function distanceToSegment(xy: readonly number[], i: number, a: number, b: number): number {
  const px = xy[2 * i] as number;
  const py = xy[2 * i + 1] as number;
  const ax = xy[2 * a] as number;
  const ay = xy[2 * a + 1] as number;
  const dx = (xy[2 * b] as number) - ax;
  const dy = (xy[2 * b + 1] as number) - ay;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return Math.hypot(px - ax, py - ay);
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
