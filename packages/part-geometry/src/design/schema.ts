import { MAX_SHEET_SIDE_MM, MAX_SHEET_THICKNESS_MM } from '@shop/contracts';
import * as z from 'zod/mini';
import {
  DEFAULT_CORNER_RADIUS_MM,
  DEFAULT_CORNER_SPACING_MM,
  DEFAULT_DIAMETER_MM,
  DEFAULT_GRID_SIZE,
  DEFAULT_HEIGHT_MM,
  DEFAULT_HOLE_DIAMETER_MM,
  DEFAULT_INNER_DIAMETER_MM,
  DEFAULT_THICKNESS_MM,
  DEFAULT_WIDTH_MM,
} from './defaults.js';
import type { DesignParameters } from './types.js';

/** Longest side, diameter, spacing or radius of a part, in mm: the largest sheet side we cut. */
export const MAX_SIDE_MM = MAX_SHEET_SIDE_MM;
/** Coordinates may lie outside the part (a drawing in progress), but not absurdly far. */
export const MAX_COORDINATE_MM = 2 * MAX_SIDE_MM;
/** The thickest sheet we cut, as the calculator's. */
export const MAX_MATERIAL_THICKNESS_MM = MAX_SHEET_THICKNESS_MM;
export const MAX_GRID_SIZE = 100;
/** Most hole positions, cutouts, custom lines (and points of one polyline) per design. */
export const MAX_DESIGN_ITEMS = 2000;
/**
 * Most drawn elements per design (pattern holes, cutouts and custom lines together) and most
 * points of custom lines and polygon cutouts together: the worst case's DXF stays well below the
 * cart's 512 KB (a 20 x 20 grid is about 35 KB; dxf-audit.spec measures the worst cases).
 */
export const MAX_DESIGN_ELEMENTS = 2500;
/** Smallest diameter, radius or cutout size in mm: smaller ones vanish in the DXF's 0.0001 mm. */
export const MIN_SIZE_MM = 0.01;
export const MAX_TEXTS = 100;
export const MAX_ID_CHARS = 64;
export const MAX_TEXT_CHARS = 200;

const finite = () =>
  z
    .number({ error: 'Must be a valid number' })
    .check(z.refine(Number.isFinite, 'Must be a valid number'));
const positiveSize = () =>
  finite().check(
    z.gte(MIN_SIZE_MM, `Must be at least ${MIN_SIZE_MM}`),
    z.lte(MAX_SIDE_MM, `Must be at most ${MAX_SIDE_MM}`),
  );
const nonNegativeSize = () =>
  finite().check(
    z.nonnegative('Cannot be negative'),
    z.lte(MAX_SIDE_MM, `Must be at most ${MAX_SIDE_MM}`),
  );
const coordinate = () =>
  finite().check(
    z.gte(-MAX_COORDINATE_MM, `Must be at least -${MAX_COORDINATE_MM}`),
    z.lte(MAX_COORDINATE_MM, `Must be at most ${MAX_COORDINATE_MM}`),
  );
const gridSize = () =>
  z
    .int('Must be a whole number')
    .check(
      z.gte(1, 'Must be at least 1'),
      z.lte(MAX_GRID_SIZE, `Must be at most ${MAX_GRID_SIZE}`),
    );
const list = <T extends z.core.SomeType>(item: T, max = MAX_DESIGN_ITEMS) =>
  z._default(z.array(item).check(z.maxLength(max, `Must have at most ${max} entries`)), () => []);

const pointSchema = z.object({ x: coordinate(), y: coordinate() });

const dimensionsSchema = z.object({
  width: z._default(positiveSize(), DEFAULT_WIDTH_MM),
  height: z._default(positiveSize(), DEFAULT_HEIGHT_MM),
  materialThickness: z._default(
    finite().check(
      z.positive('Must be greater than 0'),
      z.lte(MAX_MATERIAL_THICKNESS_MM, `Must be at most ${MAX_MATERIAL_THICKNESS_MM}`),
    ),
    DEFAULT_THICKNESS_MM,
  ),
  diameter: z._default(positiveSize(), DEFAULT_DIAMETER_MM),
  innerDiameter: z._default(nonNegativeSize(), DEFAULT_INNER_DIAMETER_MM),
  materialId: z.optional(
    z.int('Must be a whole number').check(z.positive('Must be greater than 0')),
  ),
});

const holesSchema = z.object({
  pattern: z._default(z.enum(['none', 'corners', 'grid', 'custom']), 'none'),
  diameter: z._default(positiveSize(), DEFAULT_HOLE_DIAMETER_MM),
  spacingX: z._default(nonNegativeSize(), DEFAULT_CORNER_SPACING_MM),
  spacingY: z._default(nonNegativeSize(), DEFAULT_CORNER_SPACING_MM),
  rows: z._default(gridSize(), DEFAULT_GRID_SIZE),
  columns: z._default(gridSize(), DEFAULT_GRID_SIZE),
  includeCenter: z._default(z.boolean(), false),
  positions: list(
    z.object({ x: coordinate(), y: coordinate(), diameter: z.optional(positiveSize()) }),
  ),
});

const textSchema = z.object({
  x: coordinate(),
  y: coordinate(),
  content: z
    .string()
    .check(z.maxLength(MAX_TEXT_CHARS, `Must be at most ${MAX_TEXT_CHARS} characters`)),
  fontFamily: z
    .string()
    .check(z.maxLength(MAX_TEXT_CHARS, `Must be at most ${MAX_TEXT_CHARS} characters`)),
  fontSize: positiveSize(),
});

const featuresSchema = z.object({
  cornerRadius: z._default(nonNegativeSize(), DEFAULT_CORNER_RADIUS_MM),
  roundedCorners: z._default(z.boolean(), false),
  text: list(textSchema, MAX_TEXTS),
});

const cutoutSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('rectangle'),
    x: coordinate(),
    y: coordinate(),
    width: positiveSize(),
    height: positiveSize(),
  }),
  z.object({
    type: z.literal('circle'),
    x: coordinate(),
    y: coordinate(),
    diameter: positiveSize(),
  }),
  z.object({
    type: z.literal('polygon'),
    points: z
      .array(pointSchema)
      .check(
        z.minLength(3, 'Must have at least 3 points'),
        z.maxLength(MAX_DESIGN_ITEMS, `Must have at most ${MAX_DESIGN_ITEMS} points`),
      ),
  }),
]);

/** How many points each custom line type needs: [minimum, maximum]. */
const CUSTOM_LINE_POINTS: Record<string, [number, number]> = {
  line: [2, MAX_DESIGN_ITEMS],
  arc: [3, 3],
  circle: [2, 2],
  rectangle: [2, 2],
  point: [1, 1],
};

const customLineSchema = z
  .object({
    id: z
      .string()
      .check(
        z.minLength(1, 'Required'),
        z.maxLength(MAX_ID_CHARS, `Must be at most ${MAX_ID_CHARS} characters`),
      ),
    type: z.enum(['line', 'arc', 'circle', 'rectangle', 'point']),
    points: z
      .array(pointSchema)
      .check(z.maxLength(MAX_DESIGN_ITEMS, `Must have at most ${MAX_DESIGN_ITEMS} points`)),
  })
  .check(
    z.superRefine((line, ctx) => {
      const [min, max] = CUSTOM_LINE_POINTS[line.type] ?? [1, MAX_DESIGN_ITEMS];
      if (line.points.length < min || line.points.length > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['points'],
          message:
            min === max
              ? `A ${line.type} needs exactly ${min} points`
              : `A ${line.type} needs at least ${min} points`,
          input: line.points,
        });
      }
    }),
  );

/**
 * Design parameters as the configurator sends them: strict types (no coercion), finite numbers,
 * sane bounds; missing fields get the configurator defaults and unknown keys are dropped.
 */
export const designParametersSchema = z
  .object({
    baseShape: z._default(
      z.enum(['rectangle', 'circle', 'washer', 'flat-connector', 'custom-geometry']),
      'rectangle',
    ),
    dimensions: z._default(dimensionsSchema, () => dimensionsSchema.parse({})),
    holes: z._default(holesSchema, () => holesSchema.parse({})),
    features: z._default(featuresSchema, () => featuresSchema.parse({})),
    cutouts: list(cutoutSchema),
    customLines: list(customLineSchema),
  })
  .check(
    z.superRefine((design, ctx) => {
      if (
        design.baseShape === 'washer' &&
        design.dimensions.innerDiameter >= design.dimensions.diameter
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['dimensions', 'innerDiameter'],
          message: 'Must be smaller than the outer diameter',
          input: design.dimensions.innerDiameter,
        });
      }
      if (
        design.baseShape === 'washer' &&
        design.dimensions.innerDiameter > 0 &&
        design.dimensions.innerDiameter < MIN_SIZE_MM
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['dimensions', 'innerDiameter'],
          message: `Must be 0 or at least ${MIN_SIZE_MM}`,
          input: design.dimensions.innerDiameter,
        });
      }
      // corner radius 0 is fine while rounding is off; rounded corners need a real radius
      if (design.features.roundedCorners && design.features.cornerRadius < MIN_SIZE_MM) {
        ctx.addIssue({
          code: 'custom',
          path: ['features', 'cornerRadius'],
          message: `Must be at least ${MIN_SIZE_MM}`,
          input: design.features.cornerRadius,
        });
      }
      const elements =
        patternHoleCount(design.holes) + design.cutouts.length + design.customLines.length;
      if (elements > MAX_DESIGN_ELEMENTS) {
        ctx.addIssue({
          code: 'custom',
          path: design.holes.pattern === 'grid' ? ['holes', 'rows'] : ['customLines'],
          message: `Must have at most ${MAX_DESIGN_ELEMENTS} holes, cutouts and drawn shapes together`,
          input: elements,
        });
      }
      const points =
        design.customLines.reduce((sum, line) => sum + line.points.length, 0) +
        design.cutouts.reduce(
          (sum, cutout) => sum + (cutout.type === 'polygon' ? cutout.points.length : 0),
          0,
        );
      if (points > MAX_DESIGN_ELEMENTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['customLines'],
          message: `Must have at most ${MAX_DESIGN_ELEMENTS} points in drawn shapes and cutouts together`,
          input: points,
        });
      }
      const ids = new Set<string>();
      design.customLines.forEach((line, index) => {
        if (ids.has(line.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['customLines', index, 'id'],
            message: 'Must be unique',
            input: line.id,
          });
        }
        ids.add(line.id);
      });
    }),
  );

/** Holes the pattern draws (the same count patternHoles yields), without building them. */
function patternHoleCount(holes: {
  pattern: string;
  rows: number;
  columns: number;
  positions: unknown[];
  includeCenter: boolean;
}): number {
  if (holes.pattern === 'grid') return holes.rows * holes.columns;
  if (holes.pattern === 'corners') return 4 + (holes.includeCenter ? 1 : 0);
  if (holes.pattern === 'custom') return holes.positions.length + (holes.includeCenter ? 1 : 0);
  return 0;
}

export type DesignIssue = { path: string; message: string };

/** Parses and normalises design parameters; issues carry dotted paths such as `dimensions.width`. */
export function parseDesignParameters(
  input: unknown,
): { ok: true; design: DesignParameters } | { ok: false; issues: DesignIssue[] } {
  const result = designParametersSchema.safeParse(input);
  if (result.success) return { ok: true, design: result.data as DesignParameters };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}
