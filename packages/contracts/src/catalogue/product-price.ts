import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import type { ContentLanguage } from '../content/language.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { catalogueSubjects } from '../subjects.js';

export const getProductPriceSubject = catalogueSubjects.getProductPrice;

/** `catalogue.product-price.get`: what the cart needs to price one product line. */
export const getProductPriceRequestSchema = z.strictObject({
  productId: z.int().check(z.positive()),
  ...atLeastGenerationShape,
});
export type GetProductPriceRequest = z.infer<typeof getProductPriceRequestSchema>;

/** A product's name and description in one language. */
export const productTextSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
});
export type ProductText = z.infer<typeof productTextSchema>;

/** The English and Polish texts of a product, German where the operator has not translated them. */
export const productTranslationsSchema = z.object({ en: productTextSchema, pl: productTextSchema });
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

/**
 * A product's text in `language`: the German `name` and `description`, or their translation.
 * A line stored before translations existed has none and keeps its German text.
 */
export function productTextIn(
  product: ProductText & { translations?: ProductTranslations },
  language: ContentLanguage,
): ProductText {
  const text = language === 'de' ? undefined : product.translations?.[language];
  const { name, description } = text ?? product;
  return description === undefined ? { name } : { name, description };
}

/**
 * The product's price per piece in EUR, as a number with at most two decimals or as the decimal
 * string a numeric column gives ("12.50").
 * `translations` are its English and Polish texts, for a cart line in either language. An unknown
 * product is a 404 error reply.
 */
export const getProductPriceResponseSchema = z.object({
  productId: z.int().check(z.positive()),
  ...productTextSchema.shape,
  translations: z.optional(productTranslationsSchema),
  price: z.union([
    z.number().check(z.nonnegative(), z.refine(hasAtMostDecimals(2))),
    z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
  ]),
  inStock: z.boolean(),
});
export type GetProductPriceResponse = z.infer<typeof getProductPriceResponseSchema>;
