// The `dxf` parser's entities as we read them, what turning them into paths collects, and the
// step every entity's path ends with: mapped through its transform into millimetres.
import { flattenPath, type Path } from './path.js';
import { isConformal, type Transform } from './transform.js';

/** Largest deviation of flattened ellipses, splines and distorted arcs from the true curve. */
export const FLATTEN_TOLERANCE_MM = 0.001;

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

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function isMirroredOcs(entity: RawEntity): boolean {
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
export function emitPath(ctx: EmitContext, local: Path, t: Transform): void {
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
