// readDxf: our input check, the `dxf` parser, then our own geometry and quote metrics.
// The parser's own parseString splits the text into an array of every line first (a third of its
// time on a 30 MB file, and ~3 million strings); parseDxfText below reads the group-code pairs
// straight from the text and hands them to the same section handlers parseString uses.
// As namespaces: Node gives a CommonJS module's exports as its default, but webpack honours the
// package's __esModule flag, so a default import means different things in the two.
import * as blocksModule from 'dxf/lib/handlers/blocks.js';
import * as entitiesModule from 'dxf/lib/handlers/entities.js';
import * as headerModule from 'dxf/lib/handlers/header.js';
import * as objectsModule from 'dxf/lib/handlers/objects.js';
import * as tablesModule from 'dxf/lib/handlers/tables.js';
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
import { contoursDrawing } from '../drawing/contours-drawing.js';
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

/** One DXF group: its code and its value (a number for numeric codes, as the parser does). */
type Group = [number, unknown];
type SectionHandler = (groups: Group[]) => unknown;

/** The handler a `dxf/lib/handlers/*` module exports, under Node's and webpack's interop. */
function handlerOf(namespace: unknown): SectionHandler {
  const outer = (namespace as { default?: unknown }).default;
  const inner = typeof outer === 'function' ? outer : (outer as { default?: unknown }).default;
  if (typeof inner !== 'function') throw new Error('dxf section handler not found');
  return inner as SectionHandler;
}

const sectionHandlers = new Map<unknown, SectionHandler>([
  ['HEADER', handlerOf(headerModule)],
  ['TABLES', handlerOf(tablesModule)],
  ['BLOCKS', handlerOf(blocksModule)],
  ['ENTITIES', handlerOf(entitiesModule)],
  ['OBJECTS', handlerOf(objectsModule)],
]);

const NO_TYPE = Symbol('no section type yet');
const LF = 10;
const CR = 13;

/** Index of the line break at or after `from` (\r\n, \r or \n), or the text's length. */
function lineEndScanning(text: string, from: number): number {
  const length = text.length;
  let index = from;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === LF || code === CR) return index;
    index += 1;
  }
  return length;
}

/**
 * The same for a text without a lone \r (the usual \n or \r\n files): the engine's indexOf
 * finds the \n far faster than a loop over the characters.
 */
function lineEndAtNewline(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  if (newline === -1) return text.length;
  return newline > from && text.charCodeAt(newline - 1) === CR ? newline - 1 : newline;
}

/** Index just after the line break at `end`. */
function afterBreak(text: string, end: number): number {
  return text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
}

/** parseInt(text.slice(start, end), 10) without the slice for the usual ' 10' or '0'. */
function groupCode(text: string, start: number, end: number): number {
  let index = start;
  while (index < end && text.charCodeAt(index) === 32) index += 1;
  let value = 0;
  let digits = 0;
  while (index < end) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    digits += 1;
    index += 1;
  }
  // Anything unusual (a sign, a tab, trailing text, a huge number) the way parseInt reads it.
  if (digits === 0 || digits > 9 || (index < end && text.charCodeAt(index) !== 32)) {
    return parseInt(text.slice(start, end), 10);
  }
  return value;
}

/** Groups of the ENTITIES section handed to the parser's handler at a time (see below). */
const ENTITY_BATCH_GROUPS = 4096;

/**
 * The `dxf` package's parseString, with the same result: lines are split at \r\n, \r or \n and
 * read as code/value pairs (the value parsed as the package does), pairs are grouped into sections,
 * and each known section goes to the package's handler. Two things differ, not the result: there
 * is no array of every line, and the ENTITIES section goes to its handler in batches of whole
 * entities (never inside a POLYLINE ... SEQEND run, whose VERTEXes the handler joins), so its
 * groups die young instead of all living until the section ends (on a 30 MB file that halved the
 * garbage collector's time).
 */
export function parseDxfText(text: string): {
  header: Record<string, unknown>;
  blocks: unknown;
  entities: unknown;
  [section: string]: unknown;
} {
  const result: ReturnType<typeof parseDxfText> = {
    header: {},
    blocks: [],
    entities: [],
    objects: { layouts: [] },
    tables: { layers: {}, styles: {}, ltypes: {} },
  };
  const length = text.length;
  const lineEnd =
    text.indexOf('\r') === -1 || !/\r(?!\n)/.test(text) ? lineEndAtNewline : lineEndScanning;
  // The groups of the open section after its first (which names it), as the parser slices them.
  let section: Group[] | undefined;
  let sectionType: unknown = NO_TYPE;
  // ENTITIES: what the batches so far gave, and whether a POLYLINE awaits its SEQEND.
  let entities: unknown[] = [];
  let inPolyline = false;
  const handleEntities = (groups: Group[]): void => {
    const handled = sectionHandlers.get('ENTITIES')?.(groups);
    for (const entity of handled as unknown[]) entities.push(entity);
  };
  let position = 0;
  for (;;) {
    const codeEnd = lineEnd(text, position);
    // A code on the last line has no value line: the parser drops it too.
    if (codeEnd === length) break;
    const code = groupCode(text, position, codeEnd);
    const valueStart = afterBreak(text, codeEnd);
    const valueEnd = lineEnd(text, valueStart);
    const raw = text.slice(valueStart, valueEnd);
    let value: unknown = raw;
    if ((code >= 10 && code < 60) || (code >= 210 && code < 240)) value = parseFloat(raw);
    else if (code >= 60 && code < 100) value = parseInt(raw, 10);
    if (code === 0 && raw === 'SECTION') {
      // An open section whose naming group has not come yet.
      section = [];
      sectionType = NO_TYPE;
      entities = [];
      inPolyline = false;
    } else if (code === 0 && raw === 'ENDSEC') {
      // The parser fails on an ENDSEC outside a section or an empty one; so do we (malformed).
      if (!section || sectionType === NO_TYPE) {
        throw new TypeError('ENDSEC without a section');
      }
      if (sectionType === 'ENTITIES') {
        handleEntities(section);
        result.entities = entities;
      } else {
        const handler = sectionHandlers.get(sectionType);
        if (handler) result[String(sectionType).toLowerCase()] = handler(section);
      }
      section = undefined;
    } else if (section) {
      if (sectionType === NO_TYPE) sectionType = value;
      else {
        if (sectionType === 'ENTITIES' && code === 0) {
          if (section.length >= ENTITY_BATCH_GROUPS && !inPolyline) {
            handleEntities(section);
            section = [];
          }
          if (raw === 'POLYLINE') inPolyline = true;
          else if (raw === 'SEQEND') inPolyline = false;
        }
        section.push([code, value]);
      }
    }
    if (valueEnd === length) break;
    position = afterBreak(text, valueEnd);
  }
  return result;
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
  const drawing =
    options.drawingMaxPoints === undefined
      ? undefined
      : contoursDrawing(contours, { maxPoints: options.drawingMaxPoints });
  progress(1);
  return { ok: true, metrics, findings, preview, ...(drawing ? { drawing } : {}) };
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
    parsed = parseDxfText(text);
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
