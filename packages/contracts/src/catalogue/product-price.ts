import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { catalogueSubjects } from '../subjects.js';

export const getProductPriceSubject = catalogueSubjects.getProductPrice;

/** `catalogue.product-price.get`: what the cart needs to price one product line. */
export const getProductPriceRequestSchema = z.strictObject({
  productId: z.int().check(z.positive()),
  ...atLeastGenerationShape,
});
export type GetProductPriceRequest = z.infer<typeof getProductPriceRequestSchema>;

/**
 * The product's price per piece in EUR, as a number with at most two decimals or as the decimal
 * string a numeric column gives ("12.50"). An unknown product is a 404 error reply.
 */
export const getProductPriceResponseSchema = z.object({
  productId: z.int().check(z.positive()),
  name: z.string(),
  description: z.optional(z.string()),
  price: z.union([
    z.number().check(z.nonnegative(), z.refine(hasAtMostDecimals(2))),
    z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
  ]),
  inStock: z.boolean(),
});
export type GetProductPriceResponse = z.infer<typeof getProductPriceResponseSchema>;
