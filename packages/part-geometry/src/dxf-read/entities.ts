// Turns the `dxf` parser's entities into paths in mm: OCS mirroring (extrusion -Z), block
// expansion with translation, rotation, scale and arrays, ellipses and splines flattened.
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

function emitSpline(ctx: EmitContext, entity: RawEntity, t: Transform): boolean {
  const degree = num(entity.degree, 3);
  const local = pointList(entity.controlPoints);
  const knots = Array.isArray(entity.knots) ? entity.knots.map((k) => num(k)) : [];
  const n = local.length;
  if (n < 2 || degree < 1 || knots.length !== n + degree + 1) return false;
  const weights =
    Array.isArray(entity.weights) && entity.weights.length === n
      ? entity.weights.map((w) => num(w, 1))
      : new Array<number>(n).fill(1);
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
        if (!emitSpline(ctx, entity, t)) countUnsupported(ctx, 'SPLINE without control points');
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
