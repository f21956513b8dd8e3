// Polylines, arcs, circles and ellipses as paths, mirrored when their extrusion points down -Z.
import { arcSteps, type Path } from './path.js';
import {
  FLATTEN_TOLERANCE_MM,
  isMirroredOcs,
  num,
  type EmitContext,
  type RawEntity,
} from './emit-context.js';
import type { Transform } from './transform.js';

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

export function polylinePath(entity: RawEntity): Path | null {
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

export function arcPath(entity: RawEntity): Path | null {
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

export function circlePath(entity: RawEntity): Path {
  const r = num(entity.r);
  const cx = num(entity.x);
  const cy = num(entity.y);
  const xy = [cx + r, cy, cx - r, cy];
  const bulges = [1, 1];
  ocsMirror(isMirroredOcs(entity), xy, bulges);
  return { xy, bulges, closed: true };
}

export function emitEllipse(ctx: EmitContext, entity: RawEntity, t: Transform): void {
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
