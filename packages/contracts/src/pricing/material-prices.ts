import { z } from 'zod';
import { pricingSubjects } from '../subjects.js';

/** Price of one material at one thickness: EUR per m² of sheet and EUR per metre of cut. */
export const materialPriceSchema = z.object({
  id: z.number().int().positive(),
  materialId: z.number().int().positive(),
  thickness: z.number().positive(),
  pricePerM2: z.number().positive(),
  cuttingLineCost: z.number().nonnegative(),
});
export type MaterialPrice = z.infer<typeof materialPriceSchema>;

export const listMaterialPricesSubject = pricingSubjects.listMaterialPrices;
export const listMaterialPricesRequestSchema = z.strictObject({
  materialId: z.number().int().positive(),
});
export type ListMaterialPricesRequest = z.infer<typeof listMaterialPricesRequestSchema>;
export const listMaterialPricesResponseSchema = z.array(materialPriceSchema);
export type ListMaterialPricesResponse = z.infer<typeof listMaterialPricesResponseSchema>;
