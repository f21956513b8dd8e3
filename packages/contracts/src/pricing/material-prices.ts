import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';

/** Price of one material at one thickness: EUR per m² of sheet and EUR per metre of cut. */
export const materialPriceSchema = z.object({
  id: z.int().check(z.positive()),
  materialId: z.int().check(z.positive()),
  thickness: z.number().check(z.positive()),
  pricePerM2: z.number().check(z.positive()),
  cuttingLineCost: z.number().check(z.nonnegative()),
});
export type MaterialPrice = z.infer<typeof materialPriceSchema>;

export const listMaterialPricesSubject = pricingSubjects.listMaterialPrices;
export const listMaterialPricesRequestSchema = z.strictObject({
  materialId: z.int().check(z.positive()),
});
export type ListMaterialPricesRequest = z.infer<typeof listMaterialPricesRequestSchema>;
export const listMaterialPricesResponseSchema = z.array(materialPriceSchema);
export type ListMaterialPricesResponse = z.infer<typeof listMaterialPricesResponseSchema>;
