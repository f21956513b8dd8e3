// From the DXF text to paths in mm: parse, check the block expansion's size, read the units,
// and turn model space into paths.
import { countExpanded } from './blocks.js';
import type { EntityTally, RawBlock, RawEntity } from './emit-context.js';
import { emitEntities } from './entities.js';
import { DxfSyntaxError } from './group-syntax.js';
import { parseDxfText } from './parse-dxf-text.js';
import type { Path } from './path.js';
import { scaling } from './transform.js';
import type { DxfFailure, DxfFinding, DxfQuoteMetrics, DxfReadOptions } from './types.js';

const UNITS: Record<number, { units: DxfQuoteMetrics['units']; toMm: number }> = {
  1: { units: 'inch', toMm: 25.4 },
  4: { units: 'mm', toMm: 1 },
  5: { units: 'cm', toMm: 10 },
  6: { units: 'm', toMm: 1000 },
};

/** The failure for what the parser threw: with its line when the file breaks the DXF syntax. */
export function malformedFailure(error: unknown): DxfFailure {
  if (error instanceof DxfSyntaxError) {
    return {
      ok: false,
      code: 'malformed',
      message: `The DXF file is damaged. ${error.message}`,
      hint: 'Save the drawing again as DXF in your CAD program; if the file was edited by hand, correct that line.',
      line: error.line,
      problem: error.problem,
    };
  }
  return {
    ok: false,
    code: 'malformed',
    message: `The DXF file could not be read: ${String(error)}`,
  };
}

export interface Extracted {
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
export function extract(
  text: string,
  options: DxfReadOptions,
  progress: (fraction: number) => void,
): Extracted | DxfFailure {
  let parsed: { header?: Record<string, unknown>; blocks?: unknown; entities?: unknown };
  try {
    parsed = parseDxfText(text);
  } catch (error) {
    return malformedFailure(error);
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
