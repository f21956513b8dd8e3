// readDxf: our input check, the `dxf` parser, then our own geometry and quote metrics.
import { checkDxfInput } from './check-input.js';
import { buildContours } from './contours.js';
import { contoursDrawing } from '../drawing/contours-drawing.js';
import { checkContours } from '../manufacturability/check-contours.js';
import { extract, malformedFailure } from './extract.js';
import { addFindings, computeMetrics } from './metrics.js';
import { parseDxfText } from './parse-dxf-text.js';
import { buildPreview } from './preview.js';
import type { Contour } from './contour.js';
import type { DxfReadOptions, DxfReadResult } from './types.js';

export function readDxf(text: string, options: DxfReadOptions = {}): DxfReadResult {
  try {
    return readChecked(text, options);
  } catch (error) {
    // The parser and our geometry take any text; a file that still trips them is malformed.
    return {
      ok: false,
      code: 'malformed',
      message: `The DXF file could not be read: ${String(error)}`,
    };
  }
}

function readChecked(text: string, options: DxfReadOptions): DxfReadResult {
  const check = checkDxfInput(text);
  if (!check.ok) return check;
  // The parser returns whatever it read from a truncated file; a complete one ends with EOF
  // (old DOS writers add a Ctrl-Z).
  let end = text.length;
  while (end > 0 && ' \t\r\n\u001a\u0000'.includes(text[end - 1] ?? '')) end -= 1;
  if (!/(^|\n)\s*EOF$/.test(text.slice(Math.max(0, end - 64), end))) {
    // Cut off inside a section (the usual broken upload): say which section is left open.
    try {
      parseDxfText(text);
    } catch (error) {
      return malformedFailure(error);
    }
    return {
      ok: false,
      code: 'malformed',
      message: 'The DXF file is incomplete (it does not end with EOF).',
      hint: 'Upload the file again, or save it again from your CAD program.',
    };
  }
  const progress = options.onProgress ?? ((): void => undefined);
  progress(0);
  const extracted = extract(text, options, progress);
  if (!extracted.ok) return extracted;
  const { paths: kept, tally, findings, units } = extracted;
  progress(0.8);
  if (kept.length === 0) {
    return {
      ok: false,
      code: 'no_geometry',
      message: 'The drawing contains no cutting geometry in model space.',
      hint: 'Draw the contour with lines, arcs, circles or polylines in model space.',
    };
  }
  const { contours, duplicates } = buildContours(kept);
  progress(0.95);
  const metrics = computeMetrics(contours, units);
  const box = metrics.boundingBox;
  if (
    ![metrics.cutLengthMm, box.widthMm, box.heightMm, box.minXMm, box.minYMm].every(Number.isFinite)
  ) {
    return { ok: false, code: 'malformed', message: 'The drawing has coordinates out of range.' };
  }
  addFindings(findings, tally, duplicates, metrics);
  const preview = buildPreview(contours, metrics);
  const drawing =
    options.drawingMaxPoints === undefined
      ? undefined
      : contoursDrawing(contours, { maxPoints: options.drawingMaxPoints });
  const manufacturability = options.manufacturingRules
    ? checkContours(contours, metrics.boundingBox, options.manufacturingRules)
    : undefined;
  const keepContours =
    options.keepContoursUpToPoints !== undefined &&
    vertexCount(contours) <= options.keepContoursUpToPoints;
  progress(1);
  return {
    ok: true,
    metrics,
    findings,
    preview,
    ...(drawing ? { drawing } : {}),
    ...(manufacturability ? { manufacturability } : {}),
    ...(keepContours ? { contours } : {}),
  };
}

function vertexCount(contours: readonly Contour[]): number {
  let count = 0;
  for (const contour of contours) count += contour.path.xy.length / 2;
  return count;
}
