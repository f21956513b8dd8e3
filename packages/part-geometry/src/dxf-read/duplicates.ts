// Geometry drawn twice is cut once: exact duplicates of closed contours and of segments, and
// open segments that overlap in part.
import { CHAIN_TOLERANCE_MM, measure, type Contour } from './contour.js';
import { arcOf, vertexCount, type Path } from './path.js';

function round3(value: number): number {
  return Math.round(value * 1000);
}

/**
 * Same box, length and area to 0.001 mm: the same closed contour drawn twice. A numeric hash with
 * exact comparison, because 100,000 string keys cost more than the rest of the measuring.
 */
function isDuplicateContour(seen: Map<number, number[][]>, contour: Contour): boolean {
  const { box } = contour;
  const key = [
    round3(box.minX),
    round3(box.minY),
    round3(box.maxX),
    round3(box.maxY),
    round3(contour.length),
    round3(Math.abs(contour.area)),
  ];
  let hash = 0;
  for (const value of key) hash = (Math.imul(hash, 31) + (value | 0)) | 0;
  const bucket = seen.get(hash);
  if (!bucket) {
    seen.set(hash, [key]);
    return false;
  }
  if (bucket.some((other) => other.every((value, index) => value === key[index]))) return true;
  bucket.push(key);
  return false;
}

/** Splits open paths into single segments, removing exact duplicates (same ends, same arc). */
export function explodeAndDedupe(paths: Path[]): {
  closed: Contour[];
  segments: Path[];
  duplicates: number;
} {
  const seen = new Set<string>();
  const closedSeen = new Map<number, number[][]>();
  const closed: Contour[] = [];
  const segments: Path[] = [];
  let duplicates = 0;
  for (const path of paths) {
    if (path.closed) {
      const contour = measure(path);
      if (isDuplicateContour(closedSeen, contour)) duplicates += 1;
      else closed.push(contour);
      continue;
    }
    const n = vertexCount(path);
    for (let i = 0; i + 1 < n; i += 1) {
      const x1 = path.xy[2 * i] as number;
      const y1 = path.xy[2 * i + 1] as number;
      const x2 = path.xy[2 * i + 2] as number;
      const y2 = path.xy[2 * i + 3] as number;
      const bulge = path.bulges[i] ?? 0;
      if (x1 === x2 && y1 === y2) continue;
      const a = `${round3(x1)},${round3(y1)}`;
      const b = `${round3(x2)},${round3(y2)}`;
      const key = a < b ? `${a};${b};${round3(bulge)}` : `${b};${a};${round3(-bulge)}`;
      if (seen.has(key)) {
        duplicates += 1;
        continue;
      }
      seen.add(key);
      segments.push({ xy: [x1, y1, x2, y2], bulges: [bulge, 0], closed: false });
    }
  }
  return { closed, segments, duplicates };
}

/** Rounding of line and circle keys: 1e-6 rad for directions, 0.001 mm for offsets and radii. */
const ANGLE_KEY = 1e6;

interface Piece {
  /** Start and end along the line (mm) or around the circle (rad, counter-clockwise). */
  from: number;
  to: number;
  /** Index of the segment it came from, to count each overlapping segment once. */
  segment: number;
}

/**
 * Union of the pieces split at every end point, the ones already covered counted: each overlapping
 * segment (one that shares a stretch longer than the tolerance with an earlier one) counts once.
 */
function coverPieces(
  pieces: Piece[],
  tolerance: number,
): { spans: Array<[number, number]>; duplicates: number } {
  const merged: Array<[number, number]> = [];
  const overlapping = new Set<number>();
  for (const piece of pieces) {
    for (const [from, to] of merged) {
      if (Math.min(to, piece.to) - Math.max(from, piece.from) > tolerance) {
        overlapping.add(piece.segment);
        break;
      }
    }
    merged.push([piece.from, piece.to]);
  }
  merged.sort((a, b) => a[0] - b[0]);
  const union: Array<[number, number]> = [];
  for (const [from, to] of merged) {
    const last = union[union.length - 1];
    if (last && from <= last[1] + tolerance) last[1] = Math.max(last[1], to);
    else union.push([from, to]);
  }
  const breaks = pieces.flatMap((piece) => [piece.from, piece.to]).sort((a, b) => a - b);
  const spans: Array<[number, number]> = [];
  let u = 0;
  let previous = breaks[0] as number;
  for (const next of breaks) {
    if (next - previous <= tolerance) continue;
    const middle = (previous + next) / 2;
    while (u < union.length && (union[u] as [number, number])[1] < middle) u += 1;
    if (u < union.length && (union[u] as [number, number])[0] <= middle)
      spans.push([previous, next]);
    previous = next;
  }
  return { spans, duplicates: overlapping.size };
}

function lineKey(direction: number, offset: number): string {
  return `${Math.round(direction * ANGLE_KEY)};${round3(offset)}`;
}

/**
 * Partial overlaps of open pieces. Two straight segments on the same line (direction to 1e-6 rad,
 * distance from the origin to 0.001 mm), or two arcs on the same circle (centre and radius to
 * 0.001 mm), that share a stretch longer than CHAIN_TOLERANCE_MM are cut once: the union of the
 * group is kept, split at every end point so joints with other pieces stay, and each segment that
 * overlaps an earlier one is counted as a duplicate. Closed contours are compared as wholes.
 * Segments are grouped by a key in a hash map, so a drawing without overlaps costs one pass.
 */
export function removeOverlaps(segments: Path[]): { segments: Path[]; duplicates: number } {
  const lines = new Map<string, number[]>();
  const arcs = new Map<string, number[]>();
  segments.forEach((segment, index) => {
    const [x1, y1, x2, y2] = segment.xy as [number, number, number, number];
    const bulge = segment.bulges[0] ?? 0;
    let key: string;
    let groups: Map<string, number[]>;
    if (bulge === 0) {
      let direction = Math.atan2(y2 - y1, x2 - x1);
      if (direction < 0) direction += Math.PI;
      if (direction >= Math.PI - 0.5 / ANGLE_KEY) direction -= Math.PI;
      key = lineKey(direction, Math.cos(direction) * y1 - Math.sin(direction) * x1);
      groups = lines;
    } else {
      const arc = arcOf(x1, y1, x2, y2, bulge);
      key = `${round3(arc.cx)};${round3(arc.cy)};${round3(arc.r)}`;
      groups = arcs;
    }
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const replaced = new Uint8Array(segments.length);
  const added: Path[] = [];
  let duplicates = 0;
  for (const group of lines.values()) {
    if (group.length < 2) continue;
    const first = segments[group[0] as number] as Path;
    const ox = first.xy[0] as number;
    const oy = first.xy[1] as number;
    const length = Math.hypot((first.xy[2] as number) - ox, (first.xy[3] as number) - oy);
    const ux = ((first.xy[2] as number) - ox) / length;
    const uy = ((first.xy[3] as number) - oy) / length;
    const pieces = group.map((index) => {
      const xy = (segments[index] as Path).xy;
      const a = ((xy[0] as number) - ox) * ux + ((xy[1] as number) - oy) * uy;
      const b = ((xy[2] as number) - ox) * ux + ((xy[3] as number) - oy) * uy;
      return { from: Math.min(a, b), to: Math.max(a, b), segment: index };
    });
    const cover = coverPieces(pieces, CHAIN_TOLERANCE_MM);
    if (cover.duplicates === 0) continue;
    duplicates += cover.duplicates;
    for (const index of group) replaced[index] = 1;
    for (const [from, to] of cover.spans) {
      added.push({
        xy: [ox + ux * from, oy + uy * from, ox + ux * to, oy + uy * to],
        bulges: [0, 0],
        closed: false,
      });
    }
  }
  for (const group of arcs.values()) {
    if (group.length < 2) continue;
    const pieces: Piece[] = [];
    let circle = { cx: 0, cy: 0, r: 0 };
    for (const index of group) {
      const [x1, y1, x2, y2] = (segments[index] as Path).xy as [number, number, number, number];
      const arc = arcOf(x1, y1, x2, y2, (segments[index] as Path).bulges[0] ?? 0);
      circle = arc;
      // Counter-clockwise from 0 to 2 pi; an arc across angle 0 becomes two pieces.
      let from = arc.sweep > 0 ? arc.start : arc.start + arc.sweep;
      from = ((from % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      const to = from + Math.abs(arc.sweep);
      if (to <= 2 * Math.PI) pieces.push({ from, to, segment: index });
      else {
        pieces.push({ from, to: 2 * Math.PI, segment: index });
        pieces.push({ from: 0, to: to - 2 * Math.PI, segment: index });
      }
    }
    const cover = coverPieces(pieces, CHAIN_TOLERANCE_MM / Math.max(circle.r, 1e-9));
    if (cover.duplicates === 0) continue;
    duplicates += cover.duplicates;
    for (const index of group) replaced[index] = 1;
    const { cx, cy, r } = circle;
    for (const [from, to] of cover.spans) {
      added.push({
        xy: [
          cx + r * Math.cos(from),
          cy + r * Math.sin(from),
          cx + r * Math.cos(to),
          cy + r * Math.sin(to),
        ],
        bulges: [Math.tan((to - from) / 4), 0],
        closed: false,
      });
    }
  }
  if (added.length === 0) return { segments, duplicates };
  const kept = segments.filter((_, index) => !replaced[index]);
  return { segments: kept.concat(added), duplicates };
}
