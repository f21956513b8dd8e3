// Affine transforms of the plane, for block insertion and unit scaling.

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

export function translation(x: number, y: number): Transform {
  return { a: 1, b: 0, c: 0, d: 1, e: x, f: y };
}

export function rotation(radians: number): Transform {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
}

/** Rotation and uniform scale, possibly mirrored: arcs stay circular arcs. */
export function isConformal(t: Transform): boolean {
  const size = Math.max(Math.abs(t.a), Math.abs(t.b), Math.abs(t.c), Math.abs(t.d));
  const eps = 1e-9 * size;
  return (
    (Math.abs(t.a - t.d) <= eps && Math.abs(t.b + t.c) <= eps) ||
    (Math.abs(t.a + t.d) <= eps && Math.abs(t.b - t.c) <= eps)
  );
}
