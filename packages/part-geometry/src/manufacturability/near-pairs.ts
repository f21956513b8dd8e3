// Pairs of boxes nearer each other than a distance, through a uniform grid: a 100 x 100 hole grid
// compares each hole with its neighbours only, not with all 10,000.
import type { Box } from './shapes.js';

/** Boxes covering more cells than this are compared with every box instead. */
const MAX_CELLS_PER_BOX = 64;

function boxGap(a: Box, b: Box): number {
  return Math.max(a.minX - b.maxX, b.minX - a.maxX, a.minY - b.maxY, b.minY - a.maxY, 0);
}

/** Calls `visit(i, j)` once, i < j, for each two boxes less than `distance` apart. */
export function forEachNearPair(
  boxes: readonly Box[],
  distance: number,
  visit: (i: number, j: number) => void,
): void {
  if (boxes.length < 2) return;
  const sides = boxes
    .map((box) => Math.max(box.maxX - box.minX, box.maxY - box.minY))
    .sort((a, b) => a - b);
  let span = 0;
  for (const box of boxes)
    span = Math.max(
      span,
      Math.abs(box.minX),
      Math.abs(box.maxX),
      Math.abs(box.minY),
      Math.abs(box.maxY),
    );
  // at most a million cells a side, so a cell's number is unique
  const cell = Math.max(
    distance,
    sides[Math.floor(sides.length / 2)] as number,
    span / 1_000_000,
    1e-6,
  );
  const half = distance / 2;
  const grid = new Map<number, number[]>();
  // cells are numbered row by row over a span wide enough for any drawing
  const key = (x: number, y: number): number => x * 4_194_304 + y;
  const wide: number[] = [];
  const cellsOf = (box: Box) => ({
    x0: Math.floor((box.minX - half) / cell),
    x1: Math.floor((box.maxX + half) / cell),
    y0: Math.floor((box.minY - half) / cell),
    y1: Math.floor((box.maxY + half) / cell),
  });
  boxes.forEach((box, index) => {
    const { x0, x1, y0, y1 } = cellsOf(box);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_BOX) {
      wide.push(index);
      return;
    }
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        const bucket = grid.get(key(x, y));
        if (bucket) bucket.push(index);
        else grid.set(key(x, y), [index]);
      }
    }
  });
  const seen = new Int32Array(boxes.length).fill(-1);
  const consider = (i: number, j: number): void => {
    if (j === i || seen[j] === i) return;
    seen[j] = i;
    if (boxGap(boxes[i] as Box, boxes[j] as Box) >= distance) return;
    // each pair once: the wide box of a pair asks, else the lower index
    visit(Math.min(i, j), Math.max(i, j));
  };
  const isWide = new Uint8Array(boxes.length);
  for (const index of wide) isWide[index] = 1;
  boxes.forEach((box, i) => {
    if (isWide[i]) {
      for (let j = 0; j < boxes.length; j += 1) if (!isWide[j] || j > i) consider(i, j);
      return;
    }
    const { x0, x1, y0, y1 } = cellsOf(box);
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        for (const j of grid.get(key(x, y)) ?? []) if (j > i) consider(i, j);
      }
    }
  });
}
