import { type PartDrawing } from '@shop/contracts';

/** A rectangle on the page, in PDF points from the top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a drawing sits in its box: drawing millimetres times `scale`, moved by `x` and `y`. */
export interface DrawingFit {
  scale: number;
  x: number;
  y: number;
}

/**
 * The largest scale at which the drawing's viewBox fits the box, with the same scale on both
 * axes (a part is never stretched), centred. A part with no extent on one axis (a single line)
 * is scaled by the other; one with no extent at all, or a broken viewBox, has no fit.
 */
export function fitDrawing(viewBox: PartDrawing['viewBox'], box: Box): DrawingFit | undefined {
  const [minX, minY, width, height] = viewBox;
  if (![minX, minY, width, height].every(Number.isFinite)) return undefined;
  const scales = [
    ...(width > 0 ? [box.width / width] : []),
    ...(height > 0 ? [box.height / height] : []),
  ];
  if (scales.length === 0) return undefined;
  const scale = Math.min(...scales);
  return {
    scale,
    x: box.x + (box.width - Math.max(width, 0) * scale) / 2 - minX * scale,
    y: box.y + (box.height - Math.max(height, 0) * scale) / 2 - minY * scale,
  };
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
/** Far beyond any sheet (6 m), yet safe for PDF's number syntax. */
const LARGEST_COORDINATE = 1e6;

/**
 * True when every number in the path data is one a PDF can hold: a path from a damaged drawing
 * is left out rather than breaking the whole document halfway through a page.
 */
export function isDrawablePath(pathData: string): boolean {
  for (const [token] of pathData.matchAll(NUMBER)) {
    if (!(Math.abs(Number(token)) <= LARGEST_COORDINATE)) return false;
  }
  return true;
}
