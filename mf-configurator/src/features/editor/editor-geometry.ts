import type { DesignElementRef, DesignParameters, Point } from '@shop/part-geometry';

/** One custom shape of the design (its `customLines`). */
export type CustomLine = DesignParameters['customLines'][number];
export type DrawingTool = 'line' | 'arc' | 'circle' | 'rectangle';

/** Editor defaults: snap radius, closing distance (x snap radius), shortest shape, grid. */
export const DEFAULT_SNAP_DISTANCE = 5;
export const CLOSE_FACTOR = 1.5;
export const MIN_LENGTH = 5;
export const GRID_STEP = 10;
export const MAJOR_GRID_STEP = 50;
export const VIEWBOX_MARGIN = 40;
/** Upper bounds of drawn grid lines (both axes together), whatever the view box. */
export const MAX_MINOR_GRID_LINES = 800;
export const MAX_MAJOR_GRID_LINES = 2000;

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Round to 0.01 mm, so stored coordinates stay short and equal in browser and server. */
export function roundPoint(point: Point): Point {
  return { x: Math.round(point.x * 100) / 100, y: Math.round(point.y * 100) / 100 };
}

/** The nearest candidate within `radius`, or undefined. */
export function nearestSnapPoint(
  point: Point,
  candidates: readonly Point[],
  radius: number,
): Point | undefined {
  let best: Point | undefined;
  let bestDistance = radius;
  for (const candidate of candidates) {
    const d = distance(point, candidate);
    if (d <= bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Every point of every custom shape: the ends of lines and arcs, corners, circle centres. */
export function customLinePoints(lines: readonly CustomLine[]): Point[] {
  return lines.flatMap((line) => line.points);
}

/**
 * A drag from `start` to `end` as a custom shape, or undefined when it is too short (it needs more
 * than 5 units between the points, for a circle its radius). Arcs are drawn as a half circle over the dragged chord.
 */
export function shapeFromDrag(
  tool: Exclude<DrawingTool, 'line'>,
  start: Point,
  end: Point,
): Omit<CustomLine, 'id'> | undefined {
  // Measured between the rounded points, which are what is stored and drawn.
  const from = roundPoint(start);
  const to = roundPoint(end);
  if (distance(from, to) <= MIN_LENGTH) return undefined;
  if (tool === 'circle') return { type: 'circle', points: [from, to] };
  if (tool === 'rectangle') return { type: 'rectangle', points: [from, to] };
  const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  // Perpendicular to the chord, half its length: the through point of a half circle.
  const through = { x: middle.x + (end.y - start.y) / 2, y: middle.y - (end.x - start.x) / 2 };
  return { type: 'arc', points: [roundPoint(start), roundPoint(through), roundPoint(end)] };
}

export function translateLine(line: CustomLine, dx: number, dy: number): CustomLine {
  return { ...line, points: line.points.map((p) => roundPoint({ x: p.x + dx, y: p.y + dy })) };
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A pointer position in design millimetres. The SVG keeps its viewBox's aspect ratio
 * (xMidYMid meet), so the scale is the smaller of the two and the picture is centred.
 */
export function clientToDesign(
  client: Point,
  rect: { left: number; top: number; width: number; height: number },
  viewBox: ViewBox,
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: viewBox.x, y: viewBox.y };
  const scale = Math.min(rect.width / viewBox.width, rect.height / viewBox.height);
  const offsetX = (rect.width - viewBox.width * scale) / 2;
  const offsetY = (rect.height - viewBox.height * scale) / 2;
  return {
    x: viewBox.x + (client.x - rect.left - offsetX) / scale,
    y: viewBox.y + (client.y - rect.top - offsetY) / scale,
  };
}

export function refKey(ref: DesignElementRef): string {
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

/**
 * Deleting several elements one after the other: custom holes and cutouts go from the highest
 * index down, so earlier deletions never shift the index of a later one.
 */
export function deletionOrder(refs: readonly DesignElementRef[]): DesignElementRef[] {
  const indexOf = (ref: DesignElementRef) =>
    ref.kind === 'hole' || ref.kind === 'cutout' ? ref.index : -1;
  return [...refs].sort((a, b) => indexOf(b) - indexOf(a));
}

/** Grid lines of the canvas: minor every 10, major every 50, aligned to multiples. */
export function gridLines(viewBox: ViewBox): { minor: number[][]; major: number[][] } {
  // `+ 0` turns Math.ceil's -0 into 0.
  // Counted before looping: a huge (or non-finite) view box must never mean millions of lines.
  const count = (start: number, size: number, step: number) =>
    Math.floor((start + size) / step) - Math.ceil(start / step) + 1;
  const fits = (step: number, limit: number) => {
    const columns = count(viewBox.x, viewBox.width, step);
    const rows = count(viewBox.y, viewBox.height, step);
    return Number.isFinite(columns + rows) && columns + rows <= limit;
  };
  const lines = (step: number) => {
    const axis = (start: number, size: number) => {
      const first = Math.ceil(start / step);
      return Array.from(
        { length: Math.max(0, count(start, size, step)) },
        (_, index) => (first + index) * step + 0,
      );
    };
    return [axis(viewBox.x, viewBox.width), axis(viewBox.y, viewBox.height)];
  };
  // Very large parts would need thousands of minor lines; the major ones are enough then, and
  // beyond that no grid at all.
  return {
    minor: fits(GRID_STEP, MAX_MINOR_GRID_LINES) ? lines(GRID_STEP) : [[], []],
    major: fits(MAJOR_GRID_STEP, MAX_MAJOR_GRID_LINES) ? lines(MAJOR_GRID_STEP) : [[], []],
  };
}
