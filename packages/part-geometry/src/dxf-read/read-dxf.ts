// readDxf: our input check, the `dxf` parser, then our own geometry and quote metrics.
// By name: Node gives a CommonJS module's exports as its default, but webpack honours the
// package's __esModule flag and finds none, so a default import broke every read in the browser.
import { parseString } from 'dxf';
import { checkDxfInput } from './check-input.js';
import { buildContours, type Contour } from './contours.js';
import {
  countExpanded,
  emitEntities,
  scaling,
  type EntityTally,
  type RawBlock,
  type RawEntity,
} from './entities.js';
import { emptyBox, type Path } from './path.js';
import { buildPreview } from './preview.js';
import type {
  DxfFailure,
  DxfFinding,
  DxfQuoteMetrics,
  DxfReadOptions,
  DxfReadResult,
} from './types.js';

const UNITS: Record<number, { units: DxfQuoteMetrics['units']; toMm: number }> = {
  1: { units: 'inch', toMm: 25.4 },
  4: { units: 'mm', toMm: 1 },
  5: { units: 'cm', toMm: 10 },
  6: { units: 'm', toMm: 1000 },
};

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

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
  progress(1);
  return { ok: true, metrics, findings, preview };
}

function computeMetrics(contours: Contour[], units: DxfQuoteMetrics['units']): DxfQuoteMetrics {
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

function addFindings(
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

interface Extracted {
  ok: true;
  paths: Path[];
  tally: EntityTally;
  findings: DxfFinding[];
  units: DxfQuoteMetrics['units'];
}

/**
 * Parses and turns model space into paths in mm. Its own function so the parser's large object
 * tree is garbage as soon as it returns, before contours are built.
 */
function extract(
  text: string,
  options: DxfReadOptions,
  progress: (fraction: number) => void,
): Extracted | DxfFailure {
  let parsed: { header?: Record<string, unknown>; blocks?: unknown; entities?: unknown };
  try {
    parsed = parseString(text) as typeof parsed;
  } catch (error) {
    return {
      ok: false,
      code: 'malformed',
      message: `The DXF file could not be read: ${String(error)}`,
    };
  }
  progress(0.5);
  const entities = Array.isArray(parsed?.entities) ? (parsed.entities as RawEntity[]) : [];
  const blocks = new Map<string, RawBlock>();
  for (const block of Array.isArray(parsed?.blocks) ? (parsed.blocks as RawBlock[]) : []) {
    if (typeof block?.name === 'string') blocks.set(block.name, block);
  }
  const counted = countExpanded(entities, blocks, options.maxBlockDepth ?? 16);
  const maxEntities = options.maxEntities ?? 2_000_000;
  if ('problem' in counted) {
    return { ok: false, code: 'too_complex', message: counted.problem };
  }
  if (counted.count > maxEntities) {
    return {
      ok: false,
      code: 'too_complex',
      message: `The drawing expands to ${counted.count} entities (at most ${maxEntities}).`,
    };
  }

  const findings: DxfFinding[] = [];
  const insUnits = parsed.header?.insUnits;
  const unit = typeof insUnits === 'number' ? UNITS[insUnits] : undefined;
  const units = unit?.units ?? 'unitless';
  const toMm = unit?.toMm ?? 1;
  if (units === 'unitless') {
    findings.push({
      code: 'units_unspecified',
      severity: 'warning',
      message: 'The drawing does not state its units ($INSUNITS); we read it as millimetres.',
    });
  } else if (units !== 'mm') {
    findings.push({
      code: `units_${units}`,
      severity: 'info',
      message: `The drawing is in ${units === 'inch' ? 'inches' : units}; converted to millimetres.`,
    });
  }

  const tally: EntityTally = {
    text: 0,
    dimension: 0,
    hatch: 0,
    spline: 0,
    insert: 0,
    unsupported: new Map(),
    zeroLength: 0,
  };
  let seen = 0;
  const total = Math.max(1, counted.count);
  const ctx = {
    blocks,
    tally,
    paths: [] as Path[],
    onEntity(): void {
      seen += 1;
      if (seen % 20_000 === 0) progress(0.5 + 0.3 * Math.min(1, seen / total));
    },
  };
  emitEntities(ctx, entities, scaling(toMm, toMm));
  const paths = ctx.paths.filter((path) => {
    let extent = 0;
    for (let i = 2; i < path.xy.length; i += 2) {
      extent = Math.max(
        extent,
        Math.abs((path.xy[i] as number) - (path.xy[0] as number)),
        Math.abs((path.xy[i + 1] as number) - (path.xy[1] as number)),
      );
    }
    const zero = extent < 1e-9;
    if (zero) tally.zeroLength += 1;
    return !zero;
  });
  return { ok: true, paths, tally, findings, units };
}
