import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { decimalField, idField } from './admin-fields.js';
import { sheetThicknessChecks } from './material-prices.js';

/** Path parameter holding a thickness in mm as the admin page writes it: "3", "0.5", "1.25". */
export const thicknessParamSchema = z.pipe(
  z.string().check(z.regex(/^\d+(?:\.\d+)?$/, 'Must be a valid number')),
  z.pipe(z.transform(Number), z.number().check(...sheetThicknessChecks)),
);

/** `DELETE /api/material-prices/:materialId/:thickness`; answered 204. */
export const deleteMaterialPriceSubject = pricingSubjects.deleteMaterialPrice;
export const deleteMaterialPriceRequestSchema = z.strictObject({
  actor: adminActorSchema,
  materialId: idField(),
  thickness: decimalField(...sheetThicknessChecks),
});
export type DeleteMaterialPriceRequest = z.infer<typeof deleteMaterialPriceRequestSchema>;
