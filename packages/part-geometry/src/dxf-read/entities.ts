// Turns the `dxf` parser's entities into paths in mm: OCS mirroring (extrusion -Z), block
// expansion with translation, rotation, scale and arrays, ellipses and splines flattened.
import * as splineModule from 'dxf/lib/handlers/entity/spline.js';
import { arcSteps, flattenPath, type Path } from './path.js';

/** Largest deviation of flattened ellipses, splines and distorted arcs from the true curve. */
export const FLATTEN_TOLERANCE_MM = 0.001;

/** x' = a x + c y + e, y' = b x + d y + f */
export interface Transform {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export const IDENTITY: Transform = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export function compose(outer: Transform, inner: Transform): Transform {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

export function scaling(sx: number, sy: number): Transform {
  return { a: sx, b: 0, c: 0, d: sy, e: 0, f: 0 };
}

function translation(x: number, y: number): Transform {
  return { a: 1, b: 0, c: 0, d: 1, e: x, f: y };
}

function rotation(radians: number): Transform {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
}

/** Rotation and uniform scale, possibly mirrored: arcs stay circular arcs. */
function isConformal(t: Transform): boolean {
  const size = Math.max(Math.abs(t.a), Math.abs(t.b), Math.abs(t.c), Math.abs(t.d));
  const eps = 1e-9 * size;
  return (
    (Math.abs(t.a - t.d) <= eps && Math.abs(t.b + t.c) <= eps) ||
    (Math.abs(t.a + t.d) <= eps && Math.abs(t.b - t.c) <= eps)
  );
}

export interface RawEntity {
  type?: unknown;
  [key: string]: unknown;
}

export interface RawBlock {
  name?: unknown;
  x?: unknown;
  y?: unknown;
  entities?: unknown;
}

function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function isMirroredOcs(entity: RawEntity): boolean {
  return num(entity.extrusionZ, 1) < 0;
}

/** Counts of what was skipped or converted, for the findings. */
export interface EntityTally {
  text: number;
  dimension: number;
  hatch: number;
  spline: number;
  insert: number;
  unsupported: Map<string, number>;
  zeroLength: number;
}

export interface EmitContext {
  blocks: Map<string, RawBlock>;
  tally: EntityTally;
  paths: Path[];
  onEntity(): void;
}

/** Adds a path given in entity coordinates, mapped through `t`. */
function emitPath(ctx: EmitContext, local: Path, t: Transform): void {
  let path: Path;
  if (local.bulges.some((bulge) => bulge !== 0) && !isConformal(t)) {
    // A non-uniform scale turns arcs into ellipses: flatten first, finely enough after scaling.
    const scale = Math.max(
      Math.abs(t.a) + Math.abs(t.c),
      Math.abs(t.b) + Math.abs(t.d),
      Number.MIN_VALUE,
    );
    const xy = flattenPath(local, FLATTEN_TOLERANCE_MM / scale);
    path = { xy, bulges: new Array<number>(xy.length / 2).fill(0), closed: local.closed };
  } else {
    path = { xy: local.xy, bulges: local.bulges, closed: local.closed };
  }
  const mirrored = t.a * t.d - t.b * t.c < 0;
  const xy = new Array<number>(path.xy.length);
  for (let i = 0; i < path.xy.length; i += 2) {
    const x = path.xy[i] as number;
    const y = path.xy[i + 1] as number;
    xy[i] = t.a * x + t.c * y + t.e;
    xy[i + 1] = t.b * x + t.d * y + t.f;
  }
  const bulges = mirrored ? path.bulges.map((bulge) => -bulge) : path.bulges;
  ctx.paths.push({ xy, bulges, closed: path.closed });
}

function ocsMirror(mirrored: boolean, xy: number[], bulges: number[]): void {
  if (!mirrored) return;
  for (let i = 0; i < xy.length; i += 2) xy[i] = -(xy[i] as number);
  for (let i = 0; i < bulges.length; i += 1) bulges[i] = -(bulges[i] as number);
}

function vertexList(value: unknown): Array<{ x: number; y: number; bulge: number }> {
  if (!Array.isArray(value)) return [];
  return value.map((vertex: Record<string, unknown>) => ({
    x: num(vertex?.x),
    y: num(vertex?.y),
    bulge: num(vertex?.bulge),
  }));
}

function polylinePath(entity: RawEntity): Path | null {
  const vertices = vertexList(entity.vertices);
  if (vertices.length < 2) return null;
  const xy: number[] = [];
  const bulges: number[] = [];
  for (const vertex of vertices) {
    xy.push(vertex.x, vertex.y);
    bulges.push(vertex.bulge);
  }
  const closed = entity.closed === true;
  if (!closed) bulges[bulges.length - 1] = 0;
  ocsMirror(isMirroredOcs(entity), xy, bulges);
  return { xy, bulges, closed };
}

function arcPath(entity: RawEntity): Path | null {
  const r = num(entity.r);
  const cx = num(entity.x);
  const cy = num(entity.y);
  const start = num(entity.startAngle);
  let sweep = num(entity.endAngle) - start;
  while (sweep <= 0) sweep += 2 * Math.PI;
  while (sweep > 2 * Math.PI) sweep -= 2 * Math.PI;
  const xy: number[] = [];
  // Two halves, so a bulge never reaches tan(90°).
  for (let k = 0; k <= 2; k += 1) {
    const angle = start + (sweep * k) / 2;
    xy.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  const half = Math.tan(sweep / 8);
  const bulges = [half, half, 0];
  ocsMirror(isMirroredOcs(entity), xy, bulges);
  return { xy, bulges, closed: false };
}

function circlePath(entity: RawEntity): Path {
  const r = num(entity.r);
  const cx = num(entity.x);
  const cy = num(entity.y);
  const xy = [cx + r, cy, cx - r, cy];
  const bulges = [1, 1];
  ocsMirror(isMirroredOcs(entity), xy, bulges);
  return { xy, bulges, closed: true };
}

function emitEllipse(ctx: EmitContext, entity: RawEntity, t: Transform): void {
  const cx = num(entity.x);
  const cy = num(entity.y);
  const mx = num(entity.majorX);
  const my = num(entity.majorY);
  const ratio = num(entity.axisRatio, 1);
  // Minor axis = extrusion x major axis, scaled by the ratio.
  const sign = isMirroredOcs(entity) ? -1 : 1;
  const vx = -my * ratio * sign;
  const vy = mx * ratio * sign;
  const start = num(entity.startAngle, 0);
  let sweep = num(entity.endAngle, 2 * Math.PI) - start;
  while (sweep <= 0) sweep += 2 * Math.PI;
  while (sweep > 2 * Math.PI + 1e-12) sweep -= 2 * Math.PI;
  const closed = Math.abs(sweep - 2 * Math.PI) < 1e-9;
  // In world mm: centre and the two conjugate half axes.
  const wx = t.a * cx + t.c * cy + t.e;
  const wy = t.b * cx + t.d * cy + t.f;
  const ux = t.a * mx + t.c * my;
  const uy = t.b * mx + t.d * my;
  const wvx = t.a * vx + t.c * vy;
  const wvy = t.b * vx + t.d * vy;
  const radius = Math.max(Math.hypot(ux, uy), Math.hypot(wvx, wvy));
  const steps = Math.max(8, arcSteps(radius, sweep, FLATTEN_TOLERANCE_MM));
  const xy: number[] = [];
  const last = closed ? steps - 1 : steps;
  for (let k = 0; k <= last; k += 1) {
    const angle = start + (sweep * k) / steps;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    xy.push(wx + ux * cos + wvx * sin, wy + uy * cos + wvy * sin);
  }
  ctx.paths.push({ xy, bulges: new Array<number>(xy.length / 2).fill(0), closed });
}

function pointList(value: unknown): Array<[number, number]> {
  if (!Array.isArray(value)) return [];
  return value.map((point: Record<string, unknown>) => [num(point?.x), num(point?.y)]);
}

/**
 * The `dxf` parser keeps a SPLINE's control points and knots but drops its fit points (codes
 * 11/21) and end tangents (12/22, 13/23). Its SPLINE handler is wrapped once to keep them.
 * The handler is the object in the parser's handler table: `default` of the CommonJS module,
 * which Node's ESM import puts one level deeper than webpack does.
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

/** Non-zero basis functions N(span-degree..span, degree) at u (The NURBS Book, A2.2). */
function basisFunctions(span: number, u: number, degree: number, knots: number[]): number[] {
  const N = [1];
  const left = [0];
  const right = [0];
  for (let j = 1; j <= degree; j += 1) {
    left[j] = u - (knots[span + 1 - j] as number);
    right[j] = (knots[span + j] as number) - u;
    let saved = 0;
    for (let r = 0; r < j; r += 1) {
      const denominator = (right[r + 1] as number) + (left[j - r] as number);
      const temp = denominator === 0 ? 0 : (N[r] as number) / denominator;
      N[r] = saved + (right[r + 1] as number) * temp;
      saved = (left[j - r] as number) * temp;
    }
    N[j] = saved;
  }
  return N;
}

function findSpan(count: number, degree: number, u: number, knots: number[]): number {
  if (u >= (knots[count] as number)) return count - 1;
  let span = degree;
  while (span < count - 1 && u >= (knots[span + 1] as number)) span += 1;
  return span;
}

/**
 * Control points and knots of the cubic B-spline through fit points, as AutoCAD and ezdxf 0.18
 * (`fit_points_to_cad_cv`) build it: chord-length parameters, natural knots, global interpolation
 * with the first derivatives at both ends as constraints (The NURBS Book 9.2.2). The end tangents
 * are the stored ones when both are given, else estimated by 5-point interpolation; either way
 * scaled to the total chord length. Two fit points make a straight line.
 */
export function interpolateFitPoints(
  points: Array<[number, number]>,
  tangents?: [[number, number], [number, number]],
): { controlPoints: Array<[number, number]>; knots: number[]; degree: number } | null {
  const fit = points.filter(
    (point, index) =>
      index === 0 ||
      point[0] !== (points[index - 1] as [number, number])[0] ||
      point[1] !== (points[index - 1] as [number, number])[1],
  );
  const n = fit.length;
  if (n < 2) return null;
  if (n === 2 && !tangents) return { controlPoints: fit, knots: [0, 0, 1, 1], degree: 1 };
  const distances: number[] = [];
  for (let k = 1; k < n; k += 1) {
    const [x0, y0] = fit[k - 1] as [number, number];
    const [x1, y1] = fit[k] as [number, number];
    distances.push(Math.hypot(x1 - x0, y1 - y0));
  }
  const total = distances.reduce((sum, d) => sum + d, 0);
  if (total === 0) return null;
  const t = [0];
  let running = 0;
  for (const d of distances) {
    running += d;
    t.push(running / total);
  }
  t[n - 1] = 1;
  let start: [number, number];
  let end: [number, number];
  if (tangents) [start, end] = tangents;
  else {
    // 5-point tangent estimation (Akima), with the differences extended past both ends.
    const q = new Map<number, [number, number]>();
    for (let k = 1; k < n; k += 1) {
      const [x0, y0] = fit[k - 1] as [number, number];
      const [x1, y1] = fit[k] as [number, number];
      q.set(k, [x1 - x0, y1 - y0]);
    }
    const extend = (a: number, b: number): [number, number] => {
      const [ax, ay] = q.get(a) as [number, number];
      const [bx, by] = q.get(b) as [number, number];
      return [2 * ax - bx, 2 * ay - by];
    };
    if (n === 2) q.set(2, q.get(1) as [number, number]);
    q.set(0, extend(1, 2));
    q.set(n, extend(n - 1, n - 2));
    q.set(n + 1, extend(n, n - 1));
    q.set(-1, extend(0, 1));
    const tangentAt = (k: number): [number, number] => {
      const cross = (a: number, b: number): number => {
        const [ax, ay] = q.get(a) as [number, number];
        const [bx, by] = q.get(b) as [number, number];
        return Math.abs(ax * by - ay * bx);
      };
      const v1 = cross(k - 1, k);
      const v2 = cross(k + 1, k + 2);
      const alpha = v1 + v2 === 0 ? 0.5 : v1 / (v1 + v2);
      const [ax, ay] = q.get(k) as [number, number];
      const [bx, by] = q.get(k + 1) as [number, number];
      return [(1 - alpha) * ax + alpha * bx, (1 - alpha) * ay + alpha * by];
    };
    start = tangentAt(0);
    end = tangentAt(n - 1);
  }
  const scaled = ([x, y]: [number, number]): [number, number] => {
    const length = Math.hypot(x, y);
    return length === 0 ? [0, 0] : [(x / length) * total, (y / length) * total];
  };
  start = scaled(start);
  end = scaled(end);
  const degree = 3;
  const count = n + 2;
  const knots = [0, 0, 0, 0, ...t.slice(1, n - 1), 1, 1, 1, 1];
  // First and last two control points follow from the end points and derivatives.
  const [fx, fy] = fit[0] as [number, number];
  const [lx, ly] = fit[n - 1] as [number, number];
  const f1 = (knots[degree + 1] as number) / degree;
  const f2 = (1 - (knots[knots.length - degree - 2] as number)) / degree;
  const px = new Float64Array(count);
  const py = new Float64Array(count);
  px[0] = fx;
  py[0] = fy;
  px[1] = fx + start[0] * f1;
  py[1] = fy + start[1] * f1;
  px[count - 1] = lx;
  py[count - 1] = ly;
  px[count - 2] = lx - end[0] * f2;
  py[count - 2] = ly - end[1] * f2;
  // Inner fit points: a banded system in control points 2..count-3 (three non-zero basis
  // functions per row), solved by elimination without pivoting (a collocation matrix).
  const m = n - 2;
  if (m > 0) {
    // Row i keeps columns i - B .. i + B at index c - i + B.
    const B = degree;
    const rows: Float64Array[] = [];
    const rx = new Float64Array(m);
    const ry = new Float64Array(m);
    for (let k = 1; k <= m; k += 1) {
      const u = t[k] as number;
      const span = findSpan(count, degree, u, knots);
      const N = basisFunctions(span, u, degree, knots);
      const row = new Float64Array(2 * B + 1);
      let x = (fit[k] as [number, number])[0];
      let y = (fit[k] as [number, number])[1];
      for (let j = 0; j <= degree; j += 1) {
        const column = span - degree + j;
        const value = N[j] as number;
        const c = column - 2;
        if (column >= 2 && column <= count - 3 && Math.abs(c - (k - 1)) <= B)
          row[c - (k - 1) + B] = value;
        else {
          x -= value * (px[column] as number);
          y -= value * (py[column] as number);
        }
      }
      rows.push(row);
      rx[k - 1] = x;
      ry[k - 1] = y;
    }
    for (let i = 0; i < m; i += 1) {
      const pivotRow = rows[i] as Float64Array;
      const pivot = pivotRow[B] as number;
      if (Math.abs(pivot) < 1e-14) return null;
      for (let r = i + 1; r < Math.min(m, i + B + 1); r += 1) {
        const row = rows[r] as Float64Array;
        const factor = (row[i - r + B] as number) / pivot;
        if (factor === 0) continue;
        for (let c = i; c < Math.min(m, i + B + 1); c += 1) {
          row[c - r + B] = (row[c - r + B] as number) - factor * (pivotRow[c - i + B] as number);
        }
        rx[r] = (rx[r] as number) - factor * (rx[i] as number);
        ry[r] = (ry[r] as number) - factor * (ry[i] as number);
      }
    }
    for (let i = m - 1; i >= 0; i -= 1) {
      const row = rows[i] as Float64Array;
      let x = rx[i] as number;
      let y = ry[i] as number;
      for (let c = i + 1; c < Math.min(m, i + B + 1); c += 1) {
        x -= (row[c - i + B] as number) * (px[c + 2] as number);
        y -= (row[c - i + B] as number) * (py[c + 2] as number);
      }
      px[i + 2] = x / (row[B] as number);
      py[i + 2] = y / (row[B] as number);
    }
  }
  const controlPoints: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) controlPoints.push([px[i] as number, py[i] as number]);
  return { controlPoints, knots, degree };
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

function emitSpline(ctx: EmitContext, entity: RawEntity, t: Transform): boolean {
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

function insertTransforms(entity: RawEntity, block: RawBlock): Transform[] {
  const mirror = isMirroredOcs(entity) ? scaling(-1, 1) : IDENTITY;
  const place = compose(
    mirror,
    compose(
      translation(num(entity.x), num(entity.y)),
      rotation((num(entity.rotation) * Math.PI) / 180),
    ),
  );
  const scaleAndBase = compose(
    scaling(num(entity.scaleX, 1), num(entity.scaleY, 1)),
    translation(-num(block.x), -num(block.y)),
  );
  const columns = Math.max(1, Math.floor(num(entity.columnCount, 1)));
  const rows = Math.max(1, Math.floor(num(entity.rowCount, 1)));
  const transforms: Transform[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const offset = translation(column * num(entity.columnSpacing), row * num(entity.rowSpacing));
      transforms.push(compose(place, compose(offset, scaleAndBase)));
    }
  }
  return transforms;
}

function blockEntities(block: RawBlock | undefined): RawEntity[] {
  return block && Array.isArray(block.entities) ? (block.entities as RawEntity[]) : [];
}

/**
 * Entities after expansion, counted without expanding: a block that inserts itself or nests
 * too deep is reported instead of looping; a billion-entity drawing is refused before work.
 */
export function countExpanded(
  entities: RawEntity[],
  blocks: Map<string, RawBlock>,
  maxDepth: number,
): { count: number } | { problem: string } {
  const memo = new Map<string, { count: number; depth: number }>();
  const visiting = new Set<string>();
  let problem: string | null = null;
  const countList = (list: RawEntity[]): { count: number; depth: number } => {
    let count = 0;
    let depth = 0;
    for (const entity of list) {
      if (problem) break;
      if (entity.type !== 'INSERT') {
        count += 1;
        continue;
      }
      const name = String(entity.block ?? '');
      const copies =
        Math.max(1, Math.floor(num(entity.columnCount, 1))) *
        Math.max(1, Math.floor(num(entity.rowCount, 1)));
      const inner = countBlock(name);
      count += copies * inner.count;
      depth = Math.max(depth, inner.depth + 1);
    }
    return { count, depth };
  };
  const countBlock = (name: string): { count: number; depth: number } => {
    const known = memo.get(name);
    if (known) return known;
    if (visiting.has(name)) {
      problem = `Block "${name}" inserts itself.`;
      return { count: 0, depth: 0 };
    }
    visiting.add(name);
    const result = countList(blockEntities(blocks.get(name)));
    visiting.delete(name);
    memo.set(name, result);
    return result;
  };
  const total = countList(entities);
  if (problem) return { problem };
  if (total.depth > maxDepth) {
    return { problem: `Blocks are nested ${total.depth} deep (at most ${maxDepth}).` };
  }
  return { count: total.count };
}

export function emitEntities(ctx: EmitContext, entities: RawEntity[], t: Transform): void {
  for (const entity of entities) {
    ctx.onEntity();
    if (entity.paperSpace) continue;
    const type = typeof entity.type === 'string' ? entity.type : 'UNKNOWN';
    switch (type) {
      case 'LINE': {
        const start = (entity.start ?? {}) as Record<string, unknown>;
        const end = (entity.end ?? {}) as Record<string, unknown>;
        const path = {
          xy: [num(start.x), num(start.y), num(end.x), num(end.y)],
          bulges: [0, 0],
          closed: false,
        };
        emitPath(ctx, path, t);
        break;
      }
      case 'ARC': {
        const path = arcPath(entity);
        if (path) emitPath(ctx, path, t);
        break;
      }
      case 'CIRCLE':
        emitPath(ctx, circlePath(entity), t);
        break;
      case 'LWPOLYLINE':
      case 'POLYLINE': {
        if (entity.polygonMesh === true || entity.polyfaceMesh === true) {
          countUnsupported(ctx, `${type} mesh`);
          break;
        }
        const path = polylinePath(entity);
        if (path) emitPath(ctx, path, t);
        else ctx.tally.zeroLength += 1;
        break;
      }
      case 'ELLIPSE':
        emitEllipse(ctx, entity, t);
        break;
      case 'SPLINE':
        ctx.tally.spline += 1;
        if (!emitSpline(ctx, entity, t))
          countUnsupported(ctx, 'SPLINE without control or fit points');
        break;
      case 'INSERT': {
        ctx.tally.insert += 1;
        const block = ctx.blocks.get(String(entity.block ?? ''));
        if (!block) {
          countUnsupported(ctx, 'INSERT of a missing block');
          break;
        }
        for (const placement of insertTransforms(entity, block)) {
          emitEntities(ctx, blockEntities(block), compose(t, placement));
        }
        break;
      }
      case 'TEXT':
      case 'MTEXT':
        ctx.tally.text += 1;
        break;
      case 'DIMENSION':
        ctx.tally.dimension += 1;
        break;
      case 'HATCH':
        ctx.tally.hatch += 1;
        break;
      case 'POINT':
      case 'ATTDEF':
      case 'ATTRIB':
      case 'VIEWPORT':
        break;
      default:
        countUnsupported(ctx, type);
    }
  }
}

function countUnsupported(ctx: EmitContext, type: string): void {
  ctx.tally.unsupported.set(type, (ctx.tally.unsupported.get(type) ?? 0) + 1);
}
