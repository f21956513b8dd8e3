import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { pricingSubjects } from '../subjects.js';

/** Thickest sheet we cut, in mm. */
export const MAX_SHEET_THICKNESS_MM = 100;

/**
 * What a sheet thickness must be, both in a price row and in a price request, so the browser never
 * offers a thickness the price calculation would refuse.
 */
export const sheetThicknessChecks = [
  z.positive('Must be greater than 0'),
  z.lte(MAX_SHEET_THICKNESS_MM, `Must be at most ${MAX_SHEET_THICKNESS_MM} mm`),
  z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
] as const;

/** Price of one material at one thickness: EUR per m² of sheet and EUR per metre of cut. */
export const materialPriceSchema = z.object({
  id: z.int().check(z.positive()),
  materialId: z.int().check(z.positive()),
  thickness: z.number().check(...sheetThicknessChecks),
  pricePerM2: z.number().check(z.positive()),
  cuttingLineCost: z.number().check(z.nonnegative()),
  /** Raised by every update; an admin edit sends the version it changed (409 when stale). */
  version: z.int().check(z.positive()),
});
export type MaterialPrice = z.infer<typeof materialPriceSchema>;

export const listMaterialPricesSubject = pricingSubjects.listMaterialPrices;
export const listMaterialPricesRequestSchema = z.strictObject({
  materialId: z.int().check(z.positive()),
});
export type ListMaterialPricesRequest = z.infer<typeof listMaterialPricesRequestSchema>;
export const listMaterialPricesResponseSchema = z.array(materialPriceSchema);
export type ListMaterialPricesResponse = z.infer<typeof listMaterialPricesResponseSchema>;
