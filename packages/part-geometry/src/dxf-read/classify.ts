// Tells outer contours from holes by how deeply each lies inside the others.
import { CHAIN_TOLERANCE_MM, type Contour } from './contour.js';
import { emptyBox, flattenPath, pointInPolygon } from './path.js';

/** Depth by containment: even depth is an outer contour, odd a hole. Grid index over boxes. */
export function classify(closed: Contour[]): void {
  if (closed.length === 0) return;
  const order = closed
    .map((_, index) => index)
    .sort((a, b) => Math.abs(closed[b]!.area) - Math.abs(closed[a]!.area));
  const rank = new Int32Array(closed.length);
  order.forEach((index, position) => {
    rank[index] = position;
  });
  const all = emptyBox();
  for (const contour of closed) {
    all.minX = Math.min(all.minX, contour.box.minX);
    all.minY = Math.min(all.minY, contour.box.minY);
    all.maxX = Math.max(all.maxX, contour.box.maxX);
    all.maxY = Math.max(all.maxY, contour.box.maxY);
  }
  const side = Math.max(1, Math.min(1024, Math.ceil(Math.sqrt(closed.length * 2))));
  const width = Math.max(all.maxX - all.minX, 1e-9);
  const height = Math.max(all.maxY - all.minY, 1e-9);
  const cellX = (x: number): number =>
    Math.min(side - 1, Math.max(0, Math.floor(((x - all.minX) / width) * side)));
  const cellY = (y: number): number =>
    Math.min(side - 1, Math.max(0, Math.floor(((y - all.minY) / height) * side)));
  const grid = new Map<number, number[]>();
  const wide: number[] = [];
  closed.forEach((contour, index) => {
    const x0 = cellX(contour.box.minX);
    const x1 = cellX(contour.box.maxX);
    const y0 = cellY(contour.box.minY);
    const y1 = cellY(contour.box.maxY);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
      wide.push(index);
      return;
    }
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        const key = x * side + y;
        const bucket = grid.get(key);
        if (bucket) bucket.push(index);
        else grid.set(key, [index]);
      }
    }
  });
  const polygons = new Map<number, number[]>();
  const polygonOf = (index: number): number[] => {
    let polygon = polygons.get(index);
    if (!polygon) {
      polygon = flattenPath(closed[index]!.path, CHAIN_TOLERANCE_MM);
      polygons.set(index, polygon);
    }
    return polygon;
  };
  closed.forEach((contour, index) => {
    const px = contour.path.xy[0] as number;
    const py = contour.path.xy[1] as number;
    let depth = 0;
    const test = (other: number): void => {
      if (other === index || rank[other]! > rank[index]!) return;
      const box = closed[other]!.box;
      if (box.minX > contour.box.minX || box.maxX < contour.box.maxX) return;
      if (box.minY > contour.box.minY || box.maxY < contour.box.maxY) return;
      if (pointInPolygon(px, py, polygonOf(other))) depth += 1;
    };
    for (const other of grid.get(cellX(px) * side + cellY(py)) ?? []) test(other);
    for (const other of wide) test(other);
    contour.role = depth % 2 === 0 ? 'outer' : 'hole';
  });
}
