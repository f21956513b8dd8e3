import * as z from 'zod/mini';
import { contentLanguageSchema } from '../content/language.js';
import { catalogueSubjects } from '../subjects.js';
import { categorySlugParamSchema, categorySlugs } from './category-slugs.js';
import { productTypeSchema } from './category.js';

/**
 * Materials the admin form offers plus B500B, the reinforcing steel of Betonstahl
 * BSt 500 S, which none of the five structural grades describes.
 */
export const productMaterials = ['S235', 'S355', 'C45', '42crmo', 'AISI304', 'B500B'] as const;
export const productMaterialSchema = z.enum(productMaterials, {
  error: () => `Must be one of ${productMaterials.join(', ')}`,
});
export type ProductMaterial = z.infer<typeof productMaterialSchema>;

/** The unit every product is sold in. */
export const PRODUCT_UNIT = 'Stück';

/** A decimal as the catalogue sends it: digits, optionally a dot and more digits ("1234.50"). */
const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/));

/** The numeric fields of a product: each a decimal string over the wire, absent when empty. */
export const productNumericFields = [
  'price',
  'pricePerTon',
  'weightPerPiece',
  'diameter',
  'side',
  'thickness',
  'width',
  'height',
  'wallThickness',
  'standardLength',
] as const;
export type ProductNumericField = (typeof productNumericFields)[number];

/**
 * A product as `GET /api/products[/:id]` sends it. Money in EUR with two decimals
 * ("18.50"; pricePerTon too), weight in kg with three ("14.796"), dimensions in mm with two
 * ("20.00"). A sheet's length is in `height`. Optional fields are absent, never null.
 */
export const productSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  category: z.enum(categorySlugs),
  subcategory: z.optional(z.string()),
  material: z.optional(z.string()),
  productType: productTypeSchema,
  description: z.optional(z.string()),
  unit: z.literal(PRODUCT_UNIT),
  inStock: z.boolean(),
  sku: z.optional(z.string()),
  price: decimalString,
  pricePerTon: z.optional(decimalString),
  weightPerPiece: z.optional(decimalString),
  diameter: z.optional(decimalString),
  side: z.optional(decimalString),
  thickness: z.optional(decimalString),
  width: z.optional(decimalString),
  height: z.optional(decimalString),
  wallThickness: z.optional(decimalString),
  standardLength: z.optional(decimalString),
  /**
   * Only in admin reads and in the answers to admin saves: the English and Polish name and
   * description as stored (`name` and `description` are then the German ones).
   */
  nameEn: z.optional(z.string()),
  namePl: z.optional(z.string()),
  descriptionEn: z.optional(z.string()),
  descriptionPl: z.optional(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** `catalogue.product.list`: every product, or those of one category (aliases accepted; 404 unknown). */
export const listProductsSubject = catalogueSubjects.listProducts;
export const listProductsRequestSchema = z.strictObject({
  category: z.optional(categorySlugParamSchema),
  /** Names and descriptions in this language (German where untranslated); German when absent. */
  language: z.optional(contentLanguageSchema),
});
export type ListProductsRequest = z.infer<typeof listProductsRequestSchema>;
export const listProductsResponseSchema = z.array(productSchema);
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

/** `catalogue.product.get`: one product; 404 when the id is unknown. */
export const getProductSubject = catalogueSubjects.getProduct;
export const getProductRequestSchema = z.strictObject({
  productId: z.int().check(z.positive()),
  language: z.optional(contentLanguageSchema),
  /** The admin read: German name and description plus the stored translations. */
  translations: z.optional(z.literal(true)),
});
export type GetProductRequest = z.infer<typeof getProductRequestSchema>;
export const getProductResponseSchema = productSchema;

/** Path parameter holding a product (or dimension) id: a positive whole number in digits. */
export const productIdParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Must be a positive whole number')),
  z.pipe(z.transform(Number), z.int().check(z.lte(2_147_483_647, 'Must be a valid id'))),
);

/** Query of `GET /api/products` and `GET /api/product-dimensions`. */
export const categoryQuerySchema = z.object({
  category: z.optional(categorySlugParamSchema),
});

/** Query of `GET /api/products`: an optional category and `lang` (German when absent). */
export const productListQuerySchema = z.object({
  category: z.optional(categorySlugParamSchema),
  lang: z._default(contentLanguageSchema, 'de'),
});
