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

const createMaterialPriceFields = {
  materialId: idField(),
  /** Millimetres. */
  thickness: decimalField(...sheetThicknessChecks),
  /** EUR per m² of sheet. */
  pricePerM2: positiveAmountField(),
  /** EUR per metre of cut. */
  cuttingLineCost: nonNegativeAmountField(),
};

/**
 * Body of `POST /api/material-prices` (the admin form sends strings: "2.5"); answered 201 with the
 * new MaterialPrice, 409 when the material already has this thickness.
 */
export const createMaterialPriceBodySchema = z.strictObject(createMaterialPriceFields);
export type CreateMaterialPriceBody = z.infer<typeof createMaterialPriceBodySchema>;

export const createMaterialPriceSubject = pricingSubjects.createMaterialPrice;
export const createMaterialPriceRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...createMaterialPriceFields,
});
export type CreateMaterialPriceRequest = z.infer<typeof createMaterialPriceRequestSchema>;
