// Chains open segments end to end into contours.
import { CHAIN_TOLERANCE_MM } from './contour.js';
import type { Path } from './path.js';

function cellKey(x: number, y: number): number {
  const ix = Math.floor(x / CHAIN_TOLERANCE_MM);
  const iy = Math.floor(y / CHAIN_TOLERANCE_MM);
  return ix * 1_000_003 + iy;
}

/** Joins segments end to end through a spatial hash of their end points: linear time. */
export function chain(segments: Path[]): Path[] {
  const hash = new Map<number, number[]>();
  const endX = (id: number): number => segments[id >> 1]!.xy[(id & 1) * 2] as number;
  const endY = (id: number): number => segments[id >> 1]!.xy[(id & 1) * 2 + 1] as number;
  segments.forEach((_, index) => {
    for (const end of [0, 1]) {
      const id = index * 2 + end;
      const key = cellKey(endX(id), endY(id));
      const bucket = hash.get(key);
      if (bucket) bucket.push(id);
      else hash.set(key, [id]);
    }
  });
  const used = new Uint8Array(segments.length);
  const findNext = (x: number, y: number): number => {
    const ix = Math.floor(x / CHAIN_TOLERANCE_MM);
    const iy = Math.floor(y / CHAIN_TOLERANCE_MM);
    let best = -1;
    let bestDistance = CHAIN_TOLERANCE_MM;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const bucket = hash.get((ix + dx) * 1_000_003 + iy + dy);
        if (!bucket) continue;
        for (const id of bucket) {
          if (used[id >> 1]) continue;
          const distance = Math.hypot(endX(id) - x, endY(id) - y);
          if (distance <= bestDistance) {
            best = id;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  };
  const result: Path[] = [];
  for (let start = 0; start < segments.length; start += 1) {
    if (used[start]) continue;
    used[start] = 1;
    const first = segments[start]!;
    // Vertices and bulges of the chain, grown at the end; the head is grown into a second list.
    const xy = [...first.xy];
    const bulges = [first.bulges[0] ?? 0, 0];
    const extend = (atEnd: boolean): void => {
      for (;;) {
        const n = xy.length;
        const x = atEnd ? (xy[n - 2] as number) : (xy[0] as number);
        const y = atEnd ? (xy[n - 1] as number) : (xy[1] as number);
        if (
          xy.length > 4 &&
          Math.hypot(x - (atEnd ? xy[0]! : xy[n - 2]!), y - (atEnd ? xy[1]! : xy[n - 1]!)) <=
            CHAIN_TOLERANCE_MM
        )
          return;
        const id = findNext(x, y);
        if (id < 0) return;
        used[id >> 1] = 1;
        const segment = segments[id >> 1]!;
        const bulge = segment.bulges[0] ?? 0;
        // The matched end joins the chain; the other end becomes the new chain end.
        const other = id & 1 ? 0 : 1;
        const ox = segment.xy[other * 2] as number;
        const oy = segment.xy[other * 2 + 1] as number;
        if (atEnd) {
          // Walking from the matched end to the other end: forwards if matched the start.
          bulges[bulges.length - 1] = id & 1 ? -bulge : bulge;
          xy.push(ox, oy);
          bulges.push(0);
        } else {
          xy.unshift(ox, oy);
          bulges.unshift(id & 1 ? bulge : -bulge);
        }
      }
    };
    extend(true);
    extend(false);
    const n = xy.length;
    const closed =
      n > 4 &&
      Math.hypot((xy[0] as number) - xy[n - 2]!, (xy[1] as number) - xy[n - 1]!) <=
        CHAIN_TOLERANCE_MM;
    if (closed) {
      xy.splice(n - 2, 2);
      bulges.splice(bulges.length - 1, 1);
    }
    result.push({ xy, bulges, closed });
  }
  return result;
}
