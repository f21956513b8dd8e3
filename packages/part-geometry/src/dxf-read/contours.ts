// Chains open pieces into contours, drops duplicates, and tells outer contours from holes.
import { chain } from './chain.js';
import { classify } from './classify.js';
import { measure, type Contour } from './contour.js';
import { explodeAndDedupe, removeOverlaps } from './duplicates.js';
import type { Path } from './path.js';

export type { Contour } from './contour.js';

export function buildContours(paths: Path[]): { contours: Contour[]; duplicates: number } {
  const exploded = explodeAndDedupe(paths);
  const { segments, duplicates: overlaps } = removeOverlaps(exploded.segments);
  const contours = exploded.closed;
  for (const path of chain(segments)) contours.push(measure(path));
  classify(contours.filter((contour) => contour.role !== 'open'));
  return { contours, duplicates: exploded.duplicates + overlaps };
}
