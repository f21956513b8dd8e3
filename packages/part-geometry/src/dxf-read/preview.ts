import type { Contour } from './contours.js';
import type { DxfPreview, DxfQuoteMetrics } from './types.js';

function format(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** One SVG path per role, y flipped to screen, relative to the bounding box's top-left. */
export function buildPreview(contours: Contour[], metrics: DxfQuoteMetrics): DxfPreview {
  const left = metrics.boundingBox.minXMm;
  const top = metrics.boundingBox.minYMm + metrics.boundingBox.heightMm;
  const parts: Record<'outer' | 'hole' | 'open', string[]> = { outer: [], hole: [], open: [] };
  for (const contour of contours) {
    const { xy, bulges, closed } = contour.path;
    const n = xy.length / 2;
    const x = (i: number): string => format((xy[2 * (i % n)] as number) - left);
    const y = (i: number): string => format(top - (xy[2 * (i % n) + 1] as number));
    const out: string[] = [`M${x(0)} ${y(0)}`];
    const segments = closed ? n : n - 1;
    for (let i = 0; i < segments; i += 1) {
      const bulge = bulges[i] ?? 0;
      if (bulge === 0) {
        out.push(`L${x(i + 1)} ${y(i + 1)}`);
        continue;
      }
      const chord = Math.hypot(
        (xy[2 * ((i + 1) % n)] as number) - (xy[2 * i] as number),
        (xy[2 * ((i + 1) % n) + 1] as number) - (xy[2 * i + 1] as number),
      );
      const sweep = 4 * Math.atan(bulge);
      const r = format(chord / (2 * Math.abs(Math.sin(sweep / 2))));
      // Flipping y keeps the picture, so a counter-clockwise arc (positive bulge) still turns
      // counter-clockwise on screen, which in SVG's y-down frame is sweep-flag 0.
      out.push(
        `A${r} ${r} 0 ${Math.abs(bulge) > 1 ? 1 : 0} ${bulge > 0 ? 0 : 1} ${x(i + 1)} ${y(i + 1)}`,
      );
    }
    if (closed) out.push('Z');
    parts[contour.role].push(out.join(''));
  }
  const paths: DxfPreview['paths'] = [];
  for (const role of ['outer', 'hole', 'open'] as const) {
    if (parts[role].length > 0)
      paths.push({ d: parts[role].join(''), closed: role !== 'open', role });
  }
  return { paths };
}
