import type { Contour } from './contours.js';
import type { DxfPreview, DxfQuoteMetrics } from './types.js';

function format(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * One contour as SVG path data, y flipped to screen, relative to the point (`left`, `top`) of the
 * drawing: the bounding box's top-left corner.
 */
export function contourPathData(contour: Contour, left: number, top: number): string {
  const { xy, bulges, closed } = contour.path;
  const n = xy.length / 2;
  let d = `M${format((xy[0] as number) - left)} ${format(top - (xy[1] as number))}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i += 1) {
    const j = i + 1 === n ? 0 : i + 1;
    const x2 = xy[2 * j] as number;
    const y2 = xy[2 * j + 1] as number;
    const end = `${format(x2 - left)} ${format(top - y2)}`;
    const bulge = bulges[i] ?? 0;
    if (bulge === 0) {
      d += `L${end}`;
      continue;
    }
    const chord = Math.hypot(x2 - (xy[2 * i] as number), y2 - (xy[2 * i + 1] as number));
    const sweep = 4 * Math.atan(bulge);
    const r = format(chord / (2 * Math.abs(Math.sin(sweep / 2))));
    // Flipping y keeps the picture, so a counter-clockwise arc (positive bulge) still turns
    // counter-clockwise on screen, which in SVG's y-down frame is sweep-flag 0.
    d += `A${r} ${r} 0 ${Math.abs(bulge) > 1 ? 1 : 0} ${bulge > 0 ? 0 : 1} ${end}`;
  }
  return closed ? `${d}Z` : d;
}

/** One SVG path per role, y flipped to screen, relative to the bounding box's top-left. */
export function buildPreview(contours: Contour[], metrics: DxfQuoteMetrics): DxfPreview {
  const left = metrics.boundingBox.minXMm;
  const top = metrics.boundingBox.minYMm + metrics.boundingBox.heightMm;
  // One growing string per role: V8 concatenates into ropes, cheaper than arrays and joins.
  const parts = { outer: '', hole: '', open: '' };
  for (const contour of contours) parts[contour.role] += contourPathData(contour, left, top);
  const paths: DxfPreview['paths'] = [];
  for (const role of ['outer', 'hole', 'open'] as const) {
    if (parts[role].length > 0) paths.push({ d: parts[role], closed: role !== 'open', role });
  }
  return { paths };
}
