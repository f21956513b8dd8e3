// Test helpers shared by the shape, DXF and ezdxf specs (not exported from the package).
import * as fc from 'fast-check';
import { defaultDesignParameters } from './defaults.js';
import { elementsOutsidePart } from '../manufacturability/design-items.js';
import { designMeasures } from './measures.js';
import type { CustomLine, Cutout, DesignParameters, Point } from './types.js';

export type EntityCounts = Record<'CIRCLE' | 'LINE' | 'ARC' | 'LWPOLYLINE' | 'POINT', number>;

const size = fc.integer({ min: 20, max: 2000 });
const coord = fc.double({ min: -500, max: 2500, noNaN: true });
const point = fc.record({ x: coord, y: coord });

const arcLine = fc
  .record({
    cx: coord,
    cy: coord,
    r: fc.double({ min: 5, max: 500, noNaN: true }),
    a: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    gaps: fc.tuple(
      fc.double({ min: 0.3, max: 2.5, noNaN: true }),
      fc.double({ min: 0.3, max: 2.5, noNaN: true }),
    ),
    reverse: fc.boolean(),
  })
  .map(({ cx, cy, r, a, gaps, reverse }): Point[] => {
    const at = (angle: number) => ({ x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) });
    const points = [at(a), at(a + gaps[0]), at(a + gaps[0] + gaps[1])];
    return reverse ? points.reverse() : points;
  });

const customLine = (id: string): fc.Arbitrary<CustomLine> =>
  fc.oneof(
    fc
      .array(point, { minLength: 2, maxLength: 8 })
      .map((points) => ({ id, type: 'line' as const, points })),
    arcLine.map((points) => ({ id, type: 'arc' as const, points })),
    fc
      .tuple(point, fc.double({ min: 1, max: 300, noNaN: true }))
      .map(([c, r]) => ({ id, type: 'circle' as const, points: [c, { x: c.x + r, y: c.y }] })),
    fc.tuple(point, point).map((points) => ({ id, type: 'rectangle' as const, points })),
    point.map((p) => ({ id, type: 'point' as const, points: [p] })),
  );

const cutout: fc.Arbitrary<Cutout> = fc.oneof(
  fc.record({
    type: fc.constant('rectangle' as const),
    x: coord,
    y: coord,
    width: size,
    height: size,
  }),
  fc.record({ type: fc.constant('circle' as const), x: coord, y: coord, diameter: size }),
  fc.record({
    type: fc.constant('polygon' as const),
    points: fc.array(point, { minLength: 3, maxLength: 8 }),
  }),
);

/** Random valid designs of every base shape, hole pattern, cutout and custom line type. */
export const designArbitrary: fc.Arbitrary<DesignParameters> = fc
  .record({
    baseShape: fc.constantFrom(
      'rectangle',
      'circle',
      'washer',
      'flat-connector',
      'custom-geometry' as const,
    ),
    width: size,
    height: size,
    diameter: size,
    innerFraction: fc.double({ min: 0, max: 0.9, noNaN: true }),
    pattern: fc.constantFrom('none', 'corners', 'grid', 'custom' as const),
    holeDiameter: fc.integer({ min: 1, max: 20 }),
    spacing: fc.integer({ min: 0, max: 100 }),
    rows: fc.integer({ min: 1, max: 6 }),
    columns: fc.integer({ min: 1, max: 6 }),
    includeCenter: fc.boolean(),
    positions: fc.array(fc.record({ x: coord, y: coord }), { maxLength: 6 }),
    roundedCorners: fc.boolean(),
    radiusFraction: fc.double({ min: 0, max: 0.49, noNaN: true }),
    cutouts: fc.array(cutout, { maxLength: 4 }),
    lineCount: fc.integer({ min: 0, max: 6 }),
  })
  .chain((base) =>
    fc
      .tuple(...Array.from({ length: base.lineCount }, (_, i) => customLine(`line-${i}`)))
      .map((customLines): DesignParameters => {
        const design = defaultDesignParameters();
        design.baseShape = base.baseShape;
        design.dimensions.width = base.width;
        design.dimensions.height = base.height;
        design.dimensions.diameter = base.diameter;
        design.dimensions.innerDiameter = Math.round(base.diameter * base.innerFraction);
        design.holes = {
          ...design.holes,
          pattern: base.pattern,
          diameter: base.holeDiameter,
          spacingX: base.spacing,
          spacingY: base.spacing,
          rows: base.rows,
          columns: base.columns,
          includeCenter: base.includeCenter,
          positions: base.positions,
        };
        design.features.cornerRadius = Math.floor(
          Math.min(base.width, base.height) * base.radiusFraction,
        );
        // rounded corners need a radius (schema: at least 0.01 mm); 0 is fine without rounding
        design.features.roundedCorners = base.roundedCorners && design.features.cornerRadius > 0;
        design.cutouts = base.cutouts;
        design.customLines = customLines;
        return design;
      }),
  );

/** The DXF entities the export prescribes for a design, counted independently of the writer. */
export function expectedEntities(design: DesignParameters): EntityCounts {
  const counts: EntityCounts = { CIRCLE: 0, LINE: 0, ARC: 0, LWPOLYLINE: 0, POINT: 0 };
  if (design.baseShape === 'circle') counts.CIRCLE += 1;
  else if (design.baseShape === 'washer')
    counts.CIRCLE += design.dimensions.innerDiameter > 0 ? 2 : 1;
  else if (
    design.baseShape === 'rectangle' &&
    design.features.roundedCorners &&
    design.features.cornerRadius > 0
  ) {
    counts.LINE += 4;
    counts.ARC += 4;
  } else counts.LINE += 4;
  const lineHoles = design.customLines.filter(
    (l) => l.type === 'circle' || l.type === 'rectangle',
  ).length;
  counts.CIRCLE += designMeasures(design).holeCount - lineHoles;
  for (const cutout of design.cutouts) {
    if (cutout.type === 'circle') counts.CIRCLE += 1;
    else counts.LWPOLYLINE += 1;
  }
  for (const line of design.customLines) {
    if (line.type === 'line' || line.type === 'rectangle') counts.LWPOLYLINE += 1;
    else if (line.type === 'circle') counts.CIRCLE += 1;
    else if (line.type === 'arc') counts.ARC += 1;
    else counts.POINT += 1;
  }
  return counts;
}

/**
 * The entities the DXF holds: those of expectedEntities less the elements lying outside the
 * metal, which are never made (a custom circle without radius was never counted).
 */
export function expectedDxfEntities(design: DesignParameters): EntityCounts {
  const counts = expectedEntities(design);
  for (const ref of elementsOutsidePart(design)) {
    if (ref.kind === 'hole') counts.CIRCLE -= 1;
    else if (ref.kind === 'cutout') {
      counts[design.cutouts[ref.index]?.type === 'circle' ? 'CIRCLE' : 'LWPOLYLINE'] -= 1;
    } else if (ref.kind === 'customLine') {
      const type = design.customLines.find((line) => line.id === ref.id)?.type;
      if (type === 'line' || type === 'rectangle') counts.LWPOLYLINE -= 1;
      else if (type === 'circle') counts.CIRCLE -= 1;
      else if (type === 'arc') counts.ARC -= 1;
      else counts.POINT -= 1;
    }
  }
  return counts;
}

/** Counts the entities in the ENTITIES section of DXF text. */
export function countDxfEntities(dxf: string): EntityCounts {
  const lines = dxf.split(/\r?\n/).map((line) => line.trim());
  const start = lines.findIndex((line, i) => line === 'ENTITIES' && lines[i - 1] === '2');
  const counts: EntityCounts = { CIRCLE: 0, LINE: 0, ARC: 0, LWPOLYLINE: 0, POINT: 0 };
  for (let i = start + 1; i < lines.length - 1; i += 2) {
    if (lines[i] !== '0') continue;
    const type = lines[i + 1] ?? '';
    if (type === 'ENDSEC') break;
    if (type in counts) counts[type as keyof EntityCounts] += 1;
  }
  return counts;
}
