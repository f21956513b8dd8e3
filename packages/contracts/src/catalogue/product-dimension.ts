import * as z from 'zod/mini';
import { adminActorSchema } from '../pricing/admin-actor.js';
import { decimalField } from '../pricing/admin-fields.js';
import { hasAtMostDecimals } from '../decimals.js';
import { catalogueSubjects } from '../subjects.js';
import { categorySlugParamSchema, categorySlugSchema, categorySlugs } from './category-slugs.js';
import { MAX_PRODUCT_DIMENSION_MM } from './product-save.js';

/** A standard sheet or cut size an operator keeps per category, in mm. */
export const productDimensionSchema = z.object({
  id: z.int().check(z.positive()),
  category: z.enum(categorySlugs),
  thickness: z.number().check(z.positive()),
  width: z.number().check(z.positive()),
  length: z.number().check(z.positive()),
});
export type ProductDimension = z.infer<typeof productDimensionSchema>;

const millimetres = () =>
  decimalField(
    z.positive('Must be greater than 0'),
    z.lte(MAX_PRODUCT_DIMENSION_MM, `Must be at most ${MAX_PRODUCT_DIMENSION_MM} mm`),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  );

const productDimensionFields = {
  category: categorySlugSchema,
  thickness: millimetres(),
  width: millimetres(),
  length: millimetres(),
};

/** Body of `POST /api/product-dimensions` (201); 409 when the category already has this size. */
export const createProductDimensionBodySchema = z.strictObject(productDimensionFields);
export type CreateProductDimensionBody = z.infer<typeof createProductDimensionBodySchema>;

/** `catalogue.product-dimension.list` (admin only): all, or one category's (404 unknown category). */
export const listProductDimensionsSubject = catalogueSubjects.listProductDimensions;
export const listProductDimensionsRequestSchema = z.strictObject({
  actor: adminActorSchema,
  category: z.optional(categorySlugParamSchema),
});
export type ListProductDimensionsRequest = z.infer<typeof listProductDimensionsRequestSchema>;
export const listProductDimensionsResponseSchema = z.array(productDimensionSchema);
export type ListProductDimensionsResponse = z.infer<typeof listProductDimensionsResponseSchema>;

/** `catalogue.product-dimension.create`: answers the new ProductDimension. */
export const createProductDimensionSubject = catalogueSubjects.createProductDimension;
export const createProductDimensionRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...productDimensionFields,
});
export type CreateProductDimensionRequest = z.infer<typeof createProductDimensionRequestSchema>;

/** `catalogue.product-dimension.delete`: answers `{ deleted: true }` (HTTP 204); 404 unknown id. */
export const deleteProductDimensionSubject = catalogueSubjects.deleteProductDimension;
export const deleteProductDimensionRequestSchema = z.strictObject({
  actor: adminActorSchema,
  dimensionId: z.int().check(z.positive()),
});
export type DeleteProductDimensionRequest = z.infer<typeof deleteProductDimensionRequestSchema>;
