// A contour: a path with its length, area, bounding box and role.
import { emptyBox, growBox, pathLength, signedArea, type Box, type Path } from './path.js';

/** End points closer than this are joined. */
export const CHAIN_TOLERANCE_MM = 0.01;

export interface Contour {
  path: Path;
  length: number;
  area: number;
  box: Box;
  role: 'outer' | 'hole' | 'open';
}

/** A path as a contour: closed ones start as outer contours until classified. */
export function measure(path: Path): Contour {
  const box = emptyBox();
  growBox(box, path);
  return {
    path,
    length: pathLength(path),
    area: path.closed ? signedArea(path) : 0,
    box,
    role: path.closed ? 'outer' : 'open',
  };
}
