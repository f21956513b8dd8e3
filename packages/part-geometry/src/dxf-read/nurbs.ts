// NURBS evaluation helpers and the cubic B-spline through fit points (The NURBS Book).

/** Non-zero basis functions N(span-degree..span, degree) at u (The NURBS Book, A2.2). */
export function basisFunctions(span: number, u: number, degree: number, knots: number[]): number[] {
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

export function findSpan(count: number, degree: number, u: number, knots: number[]): number {
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
