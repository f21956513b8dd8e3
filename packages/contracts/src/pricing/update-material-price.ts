import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import {
  decimalField,
  idField,
  nonNegativeAmountField,
  positiveAmountField,
} from './admin-fields.js';
import { sheetThicknessChecks } from './material-prices.js';

export const updateMaterialPriceFields = {
  pricePerM2: z.optional(positiveAmountField()),
  cuttingLineCost: z.optional(nonNegativeAmountField()),
  /** The row's `version` the operator edited; a stale one answers 409 `VERSION_CONFLICT`. */
  version: z.int('Required').check(z.positive()),
};

/** At least one of the two values is given. */
export const changesSomething = z.refine<{ pricePerM2?: number; cuttingLineCost?: number }>(
  (update) => update.pricePerM2 !== undefined || update.cuttingLineCost !== undefined,
  'Give pricePerM2, cuttingLineCost or both',
);

/**
 * Body of `PATCH /api/material-prices/:materialId/:thickness`: the edited `version` and at least
 * one of the two values; answered 200 with the updated MaterialPrice (its version raised by one),
 * 409 `VERSION_CONFLICT` when the row changed since that version.
 */
export const updateMaterialPriceBodySchema = z
  .strictObject(updateMaterialPriceFields)
  .check(changesSomething);
export type UpdateMaterialPriceBody = z.infer<typeof updateMaterialPriceBodySchema>;

export const updateMaterialPriceSubject = pricingSubjects.updateMaterialPrice;
export const updateMaterialPriceRequestSchema = z
  .strictObject({
    actor: adminActorSchema,
    materialId: idField(),
    thickness: decimalField(...sheetThicknessChecks),
    ...updateMaterialPriceFields,
  })
  .check(changesSomething);
export type UpdateMaterialPriceRequest = z.infer<typeof updateMaterialPriceRequestSchema>;
