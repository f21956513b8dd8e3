// The quote metrics of the built contours, and the findings that tell the customer what was
// ignored, converted or doubtful.
import type { Contour } from './contour.js';
import type { EntityTally } from './emit-context.js';
import { emptyBox } from './path.js';
import type { DxfFinding, DxfQuoteMetrics } from './types.js';

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Cut length, pierces, bounding box and net area of the contours, rounded to 0.001. */
export function computeMetrics(
  contours: Contour[],
  units: DxfQuoteMetrics['units'],
): DxfQuoteMetrics {
  const box = emptyBox();
  let cut = 0;
  let outer = 0;
  let holes = 0;
  let open = 0;
  let area = 0;
  for (const contour of contours) {
    cut += contour.length;
    box.minX = Math.min(box.minX, contour.box.minX);
    box.minY = Math.min(box.minY, contour.box.minY);
    box.maxX = Math.max(box.maxX, contour.box.maxX);
    box.maxY = Math.max(box.maxY, contour.box.maxY);
    if (contour.role === 'outer') {
      outer += 1;
      area += Math.abs(contour.area);
    } else if (contour.role === 'hole') {
      holes += 1;
      area -= Math.abs(contour.area);
    } else open += 1;
  }
  return {
    cutLengthMm: round(cut, 3),
    pierceCount: contours.length,
    boundingBox: {
      widthMm: round(box.maxX - box.minX, 3),
      heightMm: round(box.maxY - box.minY, 3),
      minXMm: round(box.minX, 3),
      minYMm: round(box.minY, 3),
    },
    netAreaMm2: open > 0 ? null : round(area, 3),
    contours: { outer, holes, open },
    units,
  };
}

/** Adds a finding for each kind of entity skipped or converted and each doubtful result. */
export function addFindings(
  findings: DxfFinding[],
  tally: EntityTally,
  duplicates: number,
  metrics: DxfQuoteMetrics,
): void {
  const add = (
    code: DxfFinding['code'],
    severity: DxfFinding['severity'],
    count: number,
    message: string,
  ): void => {
    if (count > 0) findings.push({ code, severity, count, message });
  };
  add(
    'open_contour',
    'warning',
    metrics.contours.open,
    'Some contours are not closed; each open path is cut and pierced separately, and no area is computed.',
  );
  add(
    'duplicate_geometry',
    'warning',
    duplicates,
    'Duplicate overlapping geometry was removed so it is cut only once.',
  );
  add('zero_length', 'info', tally.zeroLength, 'Zero-length entities were ignored.');
  add('text', 'info', tally.text, 'Text is not cut and was ignored.');
  add('dimension', 'info', tally.dimension, 'Dimensions are not cut and were ignored.');
  add('hatch', 'info', tally.hatch, 'Hatches are not cut and were ignored.');
  add('spline', 'info', tally.spline, 'Splines were approximated by short straight lines.');
  add('insert', 'info', tally.insert, 'Block references were expanded.');
  let unsupported = 0;
  for (const count of tally.unsupported.values()) unsupported += count;
  add(
    'unsupported_entity',
    'warning',
    unsupported,
    `Unsupported entities were ignored: ${[...tally.unsupported.keys()].join(', ')}.`,
  );
  if (metrics.contours.outer > 1) {
    add(
      'multiple_parts',
      'warning',
      metrics.contours.outer,
      'The drawing contains more than one part (outer contour).',
    );
  }
}
