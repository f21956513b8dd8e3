import { MAX_DRAWING_PATH_LENGTH, MAX_DRAWING_PATHS } from '@shop/contracts';

/**
 * Packs path data into at most MAX_DRAWING_PATHS strings of at most MAX_DRAWING_PATH_LENGTH
 * characters, keeping the order (the first path, the outline, stays alone when it can). Path
 * data concatenates into one valid path, so packing changes nothing a renderer draws. A single
 * path longer than the cap cannot be kept and is left out.
 */
export function fitDrawingCaps(paths: readonly string[]): string[] {
  const kept = paths.filter((d) => d.length > 0 && d.length <= MAX_DRAWING_PATH_LENGTH);
  if (kept.length <= MAX_DRAWING_PATHS) return kept;
  const [first, ...rest] = kept as [string, ...string[]];
  const packed: string[] = [first];
  let current = '';
  for (const d of rest) {
    if (current.length + d.length > MAX_DRAWING_PATH_LENGTH) {
      packed.push(current);
      current = '';
    }
    current += d;
  }
  if (current) packed.push(current);
  return packed.slice(0, MAX_DRAWING_PATHS);
}

/** A number for path data: at most 2 decimals (a hundredth of a millimetre), no "-0". */
export function pathNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}
