import { MAX_DRAWING_PATHS, type PartDrawing } from '@shop/contracts';
import type { Contour } from '../dxf-read/contours.js';
import { emptyBox, flattenPath, type Box, type Path } from '../dxf-read/path.js';
import { fitDrawingCaps, pathNumber } from './fit-drawing-caps.js';
import { simplifyPolyline } from './simplify-polyline.js';

/** Vertices a drawing of an uploaded part keeps in all, unless the caller says otherwise. */
export const DEFAULT_MAX_DRAWING_POINTS = 5000;

/** A contour with few arcs is drawn exactly (a hole costs two vertices); longer ones simplified. */
const MAX_EXACT_ARC_VERTICES = 16;

/** How finely {@link contoursDrawing} draws. */
export interface ContoursDrawingOptions {
  /** Most vertices in all paths together (default {@link DEFAULT_MAX_DRAWING_POINTS}). */
  maxPoints?: number;
}

/** One contour ready to write: its vertices and, when drawn exactly, its arcs' bulges. */
interface DrawnContour {
  xy: number[];
  bulges?: number[];
  closed: boolean;
}

/**
 * Contours read from a DXF (y up) as a drawing (y down) whose viewBox is their bounding box,
 * moved to the origin. Small enough to store with an order: polylines are simplified with a
 * tolerance that doubles until all paths together hold at most `maxPoints` vertices, and when
 * the many small contours alone are too many, the largest contours are kept (at most
 * MAX_DRAWING_PATHS), so a sheet with thousands of holes shows its outline and biggest holes.
 */
export function contoursDrawing(
  contours: readonly Contour[],
  options: ContoursDrawingOptions = {},
): PartDrawing {
  const maxPoints = Math.max(3, options.maxPoints ?? DEFAULT_MAX_DRAWING_POINTS);
  const box = contours.reduce((all, contour) => union(all, contour.box), emptyBox());
  if (contours.length === 0 || !Number.isFinite(box.minX)) {
    return { viewBox: [0, 0, 0, 0], paths: [] };
  }
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const largestFirst = [...contours]
    .sort((a, b) => boxArea(b.box) - boxArea(a.box))
    .slice(0, MAX_DRAWING_PATHS);
  let tolerance = Math.max(width, height, 1e-3) / 2000;
  let drawn = largestFirst.map((contour) => drawContour(contour.path, tolerance));
  for (let attempt = 0; attempt < 12 && pointCount(drawn) > maxPoints; attempt += 1) {
    tolerance *= 2;
    drawn = largestFirst.map((contour) => drawContour(contour.path, tolerance));
  }
  const kept: DrawnContour[] = [];
  let budget = maxPoints;
  for (const contour of drawn) {
    const cost = commandCount(contour);
    if (cost > budget) continue;
    kept.push(contour);
    budget -= cost;
  }
  const toScreen = (x: number, y: number): string =>
    `${pathNumber(x - box.minX)} ${pathNumber(box.maxY - y)}`;
  return {
    viewBox: [0, 0, round(width), round(height)],
    paths: fitDrawingCaps(kept.map((contour) => pathData(contour, toScreen))),
  };
}

function drawContour(path: Path, tolerance: number): DrawnContour {
  const hasArcs = path.bulges.some((bulge) => bulge !== 0);
  if (hasArcs && path.xy.length / 2 <= MAX_EXACT_ARC_VERTICES) {
    return { xy: path.xy, bulges: path.bulges, closed: path.closed };
  }
  const vertices = hasArcs ? flattenPath(path, tolerance) : path.xy;
  const simplified = simplifyPolyline(vertices, tolerance, path.closed);
  // A closed contour needs three vertices to enclose anything; a tiny one keeps three of its own.
  if (path.closed && simplified.length < 6 && vertices.length >= 6) {
    const n = vertices.length / 2;
    const pick = [0, Math.floor(n / 3), Math.floor((2 * n) / 3)];
    return {
      xy: pick.flatMap((i) => [vertices[2 * i] as number, vertices[2 * i + 1] as number]),
      closed: true,
    };
  }
  return { xy: simplified, closed: path.closed };
}

/** SVG path data; arcs as SVG arcs (flipping y keeps a positive bulge's arc counter-clockwise on screen, sweep-flag 0). */
function pathData(contour: DrawnContour, toScreen: (x: number, y: number) => string): string {
  const { xy, bulges, closed } = contour;
  const n = xy.length / 2;
  let d = `M${toScreen(xy[0] as number, xy[1] as number)}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i += 1) {
    const j = i + 1 === n ? 0 : i + 1;
    const x1 = xy[2 * i] as number;
    const y1 = xy[2 * i + 1] as number;
    const x2 = xy[2 * j] as number;
    const y2 = xy[2 * j + 1] as number;
    const bulge = bulges?.[i] ?? 0;
    if (bulge === 0) {
      if (!(closed && j === 0)) d += `L${toScreen(x2, y2)}`;
      continue;
    }
    const chord = Math.hypot(x2 - x1, y2 - y1);
    const sweep = 4 * Math.atan(bulge);
    const r = pathNumber(chord / (2 * Math.abs(Math.sin(sweep / 2))));
    d += `A${r} ${r} 0 ${Math.abs(bulge) > 1 ? 1 : 0} ${bulge > 0 ? 0 : 1} ${toScreen(x2, y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Path commands a contour takes, each ending at one point: a closing arc returns to the start. */
function commandCount(contour: DrawnContour): number {
  const closingArc = contour.closed && (contour.bulges?.at(-1) ?? 0) !== 0;
  return contour.xy.length / 2 + (closingArc ? 1 : 0);
}

function pointCount(contours: readonly DrawnContour[]): number {
  return contours.reduce((sum, contour) => sum + commandCount(contour), 0);
}

function union(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

function boxArea(box: Box): number {
  return (box.maxX - box.minX) * (box.maxY - box.minY);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
