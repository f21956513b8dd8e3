import * as z from 'zod/mini';
import { contentLanguageSchema } from '../content/language.js';
import { pricingSubjects } from '../subjects.js';
import { materialManufacturingSchema } from './material-manufacturing.js';

/**
 * A sheet material, e.g. `{ id: 2, name: 'steel_s235', displayName: 'Stahl S235' }`;
 * `displayName` is in the language asked for (German where untranslated).
 */
export const materialSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.regex(/^[a-z0-9_]+$/, 'Lowercase letters, digits and underscores only')),
  displayName: z.string().check(z.minLength(1)),
  /** How the material is cut; absent only in answers of a pricing release older than the rules. */
  manufacturing: z.optional(materialManufacturingSchema),
  /** Only in admin answers: the stored English and Polish names (`displayName` is German). */
  displayNameEn: z.optional(z.string()),
  displayNamePl: z.optional(z.string()),
});
export type Material = z.infer<typeof materialSchema>;

export const listMaterialsSubject = pricingSubjects.listMaterials;
export const listMaterialsRequestSchema = z.strictObject({
  /** Display names in this language (German where untranslated); German when absent. */
  language: z.optional(contentLanguageSchema),
});
export const listMaterialsResponseSchema = z.array(materialSchema);
export type ListMaterialsResponse = z.infer<typeof listMaterialsResponseSchema>;

/** Path parameter holding a material id: a positive whole number written in decimal digits. */
export const materialIdParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number')),
  z.transform(Number),
);
