// SPLINE entities: their definition (control points, or fit points turned into control points)
// flattened in millimetres to within FLATTEN_TOLERANCE_MM.
import * as splineModule from 'dxf/lib/handlers/entity/spline.js';
import { FLATTEN_TOLERANCE_MM, num, type EmitContext, type RawEntity } from './emit-context.js';
import { interpolateFitPoints } from './nurbs.js';
import type { Transform } from './transform.js';

function pointList(value: unknown): Array<[number, number]> {
  if (!Array.isArray(value)) return [];
  return value.map((point: Record<string, unknown>) => [num(point?.x), num(point?.y)]);
}

/**
 * The `dxf` parser keeps a SPLINE's control points and knots but drops its fit points (codes
 * 11/21) and end tangents (12/22, 13/23). Its SPLINE handler is wrapped once to keep them.
 * The handler is the object in the parser's handler table: `default` of the CommonJS module,
 * which Node's ESM import puts one level deeper than webpack does. The wrap happens when this
 * module loads, which every reader does through emitSpline, so it precedes any parse.
 */
interface SplineHandler {
  TYPE: string;
  process(tuples: Array<[number, unknown]>): RawEntity;
  fitPointsKept?: boolean;
}

function splineHandler(): SplineHandler | null {
  const namespace = splineModule as unknown as { default?: { default?: unknown } };
  for (const candidate of [namespace.default?.default, namespace.default]) {
    const handler = candidate as SplineHandler | undefined;
    if (handler?.TYPE === 'SPLINE' && typeof handler.process === 'function') return handler;
  }
  return null;
}

const handler = splineHandler();
if (handler && !handler.fitPointsKept) {
  const original = handler.process.bind(handler);
  handler.process = (tuples) => {
    const entity = original(tuples);
    const fitPoints: Array<{ x: number; y: number }> = [];
    const tangents: Record<number, { x: number; y: number }> = {};
    for (const [code, value] of tuples) {
      if (typeof value !== 'number') continue;
      if (code === 11) fitPoints.push({ x: value, y: 0 });
      else if (code === 21 && fitPoints.length > 0) fitPoints[fitPoints.length - 1]!.y = value;
      else if (code === 12 || code === 13) tangents[code] = { x: value, y: 0 };
      else if ((code === 22 || code === 23) && tangents[code - 10]) tangents[code - 10]!.y = value;
    }
    if (fitPoints.length > 0) entity.fitPoints = fitPoints;
    if (tangents[12]) entity.startTangent = tangents[12];
    if (tangents[13]) entity.endTangent = tangents[13];
    return entity;
  };
  handler.fitPointsKept = true;
}

/** Control points, knots and weights; from fit points when a SPLINE has no control points. */
function splineDefinition(
  entity: RawEntity,
): { degree: number; local: Array<[number, number]>; knots: number[]; weights: number[] } | null {
  let degree = num(entity.degree, 3);
  let local = pointList(entity.controlPoints);
  let knots = Array.isArray(entity.knots) ? entity.knots.map((k) => num(k)) : [];
  let n = local.length;
  if (n === 0) {
    const fit = pointList(entity.fitPoints);
    const start = entity.startTangent as { x?: unknown; y?: unknown } | undefined;
    const end = entity.endTangent as { x?: unknown; y?: unknown } | undefined;
    const tangents: [[number, number], [number, number]] | undefined =
      start && end
        ? [
            [num(start.x), num(start.y)],
            [num(end.x), num(end.y)],
          ]
        : undefined;
    const built = interpolateFitPoints(fit, tangents);
    if (!built) return null;
    ({ degree, knots } = built);
    local = built.controlPoints;
    n = local.length;
    return { degree, local, knots, weights: new Array<number>(n).fill(1) };
  }
  if (n < 2 || degree < 1 || knots.length !== n + degree + 1) return null;
  const weights =
    Array.isArray(entity.weights) && entity.weights.length === n
      ? entity.weights.map((w) => num(w, 1))
      : new Array<number>(n).fill(1);
  return { degree, local, knots, weights };
}

export function emitSpline(ctx: EmitContext, entity: RawEntity, t: Transform): boolean {
  const definition = splineDefinition(entity);
  if (!definition) return false;
  const { degree, local, knots, weights } = definition;
  const n = local.length;
  // B-splines are affine invariant: transform the control points, then evaluate in mm.
  const px = local.map(([x, y]) => t.a * x + t.c * y + t.e);
  const py = local.map(([x, y]) => t.b * x + t.d * y + t.f);
  const evaluate = (u: number): [number, number] => {
    let span = degree;
    while (span < n - 1 && u >= (knots[span + 1] as number)) span += 1;
    const dx: number[] = [];
    const dy: number[] = [];
    const dw: number[] = [];
    for (let j = 0; j <= degree; j += 1) {
      const index = span - degree + j;
      const w = weights[index] as number;
      dx.push((px[index] as number) * w);
      dy.push((py[index] as number) * w);
      dw.push(w);
    }
    for (let r = 1; r <= degree; r += 1) {
      for (let j = degree; j >= r; j -= 1) {
        const index = span - degree + j;
        const left = knots[index] as number;
        const right = knots[index + degree - r + 1] as number;
        const alpha = right === left ? 0 : (u - left) / (right - left);
        dx[j] = (1 - alpha) * (dx[j - 1] as number) + alpha * (dx[j] as number);
        dy[j] = (1 - alpha) * (dy[j - 1] as number) + alpha * (dy[j] as number);
        dw[j] = (1 - alpha) * (dw[j - 1] as number) + alpha * (dw[j] as number);
      }
    }
    const w = dw[degree] as number;
    return [(dx[degree] as number) / w, (dy[degree] as number) / w];
  };
  const xy: number[] = [];
  const refine = (
    u0: number,
    p0: [number, number],
    u1: number,
    p1: [number, number],
    depth: number,
  ): void => {
    const um = (u0 + u1) / 2;
    const pm = evaluate(um);
    const chordX = p1[0] - p0[0];
    const chordY = p1[1] - p0[1];
    const chord = Math.hypot(chordX, chordY);
    const deviation =
      chord === 0
        ? Math.hypot(pm[0] - p0[0], pm[1] - p0[1])
        : Math.abs(chordX * (pm[1] - p0[1]) - chordY * (pm[0] - p0[0])) / chord;
    if (depth < 18 && (deviation > FLATTEN_TOLERANCE_MM || depth < 2)) {
      refine(u0, p0, um, pm, depth + 1);
      refine(um, pm, u1, p1, depth + 1);
    } else {
      xy.push(p1[0], p1[1]);
    }
  };
  const first = evaluate(knots[degree] as number);
  xy.push(first[0], first[1]);
  for (let span = degree; span < n; span += 1) {
    const u0 = knots[span] as number;
    const u1 = knots[span + 1] as number;
    if (u1 <= u0) continue;
    // Evaluate the span's end from inside the span, so the last span's end is defined.
    const p0 = evaluate(u0);
    const p1 = span === n - 1 ? evaluate(u1 - (u1 - u0) * 1e-12) : evaluate(u1);
    const quarter = (u1 - u0) / 4;
    let previousU = u0;
    let previous = p0;
    for (let k = 1; k <= 4; k += 1) {
      const u = k === 4 ? u1 : u0 + quarter * k;
      const point = k === 4 ? p1 : evaluate(u);
      refine(previousU, previous, u, point, 0);
      previousU = u;
      previous = point;
    }
  }
  let closed = entity.closed === true;
  const count = xy.length / 2;
  const gap = Math.hypot(
    (xy[0] as number) - (xy[2 * count - 2] as number),
    (xy[1] as number) - (xy[2 * count - 1] as number),
  );
  if (closed || gap < 1e-9) {
    closed = gap < 0.01;
    if (closed) xy.splice(xy.length - 2, 2);
  }
  ctx.paths.push({ xy, bulges: new Array<number>(xy.length / 2).fill(0), closed });
  return true;
}
