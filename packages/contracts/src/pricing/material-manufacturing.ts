import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { decimalField } from './admin-fields.js';
import { hasAtMostDecimals } from '../decimals.js';

/** Bounds an operator may set: a hole at least 1 to 5 times the thickness, a sheet 100 to 10000 mm. */
export const MIN_HOLE_FACTOR_RANGE = { min: 1, max: 5 } as const;
export const SHEET_SIDE_RANGE_MM = { min: 100, max: 10_000 } as const;

/**
 * How a material is cut: the smallest hole is `minHoleFactor` × the sheet thickness (stainless
 * steel needs more than mild steel), and a part must fit a sheet of `maxSheetWidthMm` ×
 * `maxSheetHeightMm` in either orientation.
 */
export const materialManufacturingSchema = z.strictObject({
  minHoleFactor: z
    .number()
    .check(z.gte(MIN_HOLE_FACTOR_RANGE.min), z.lte(MIN_HOLE_FACTOR_RANGE.max)),
  maxSheetWidthMm: z.number().check(z.positive()),
  maxSheetHeightMm: z.number().check(z.positive()),
});
export type MaterialManufacturing = z.infer<typeof materialManufacturingSchema>;

const sheetSideField = () =>
  decimalField(
    z.gte(SHEET_SIDE_RANGE_MM.min, `Must be at least ${SHEET_SIDE_RANGE_MM.min}`),
    z.lte(SHEET_SIDE_RANGE_MM.max, `Must be at most ${SHEET_SIDE_RANGE_MM.max}`),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  );

const updateMaterialManufacturingFields = {
  /** The smallest hole diameter as a multiple of the sheet thickness, 1 to 5. */
  minHoleFactor: decimalField(
    z.gte(MIN_HOLE_FACTOR_RANGE.min, `Must be at least ${MIN_HOLE_FACTOR_RANGE.min}`),
    z.lte(MIN_HOLE_FACTOR_RANGE.max, `Must be at most ${MIN_HOLE_FACTOR_RANGE.max}`),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  ),
  /** The long side of the largest sheet, in mm. */
  maxSheetWidthMm: sheetSideField(),
  /** The short side of the largest sheet, in mm. */
  maxSheetHeightMm: sheetSideField(),
};

/** Body of `PUT /api/materials/:id/manufacturing`; answered 200 with the Material. */
export const updateMaterialManufacturingBodySchema = z.strictObject(
  updateMaterialManufacturingFields,
);
export type UpdateMaterialManufacturingBody = z.infer<typeof updateMaterialManufacturingBodySchema>;

export const updateMaterialManufacturingSubject = pricingSubjects.updateMaterialManufacturing;
export const updateMaterialManufacturingRequestSchema = z.strictObject({
  actor: adminActorSchema,
  materialId: z.int().check(z.positive()),
  ...updateMaterialManufacturingFields,
});
export type UpdateMaterialManufacturingRequest = z.infer<
  typeof updateMaterialManufacturingRequestSchema
>;
