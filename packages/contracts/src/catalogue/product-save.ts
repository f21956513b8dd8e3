import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { adminActorSchema } from '../pricing/admin-actor.js';
import { decimalField, MAX_ADMIN_AMOUNT_EUR, requiredTextField } from '../pricing/admin-fields.js';
import { optionalTextField as optionalText } from '../content/translated-text.js';
import { catalogueSubjects } from '../subjects.js';
import { categorySlugSchema } from './category-slugs.js';
import { productTypes } from './category.js';
import { PRODUCT_UNIT, productMaterialSchema } from './product.js';

/** Largest dimension in mm a product may have (a 24 m beam). */
export const MAX_PRODUCT_DIMENSION_MM = 24_000;
/** Largest weight in kg of one piece. */
export const MAX_PRODUCT_WEIGHT_KG = 100_000;

/** EUR, greater than 0, at most two decimals, bounded so numeric(12,2) always fits. */
const positiveAmount = () =>
  decimalField(
    z.positive('Must be greater than 0'),
    z.lte(MAX_ADMIN_AMOUNT_EUR, `Must be at most ${MAX_ADMIN_AMOUNT_EUR}`),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  );

/** A dimension in mm: greater than 0, at most two decimals. */
const dimension = () =>
  z.optional(
    decimalField(
      z.positive('Must be greater than 0'),
      z.lte(MAX_PRODUCT_DIMENSION_MM, `Must be at most ${MAX_PRODUCT_DIMENSION_MM} mm`),
      z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
    ),
  );

const productSaveFields = {
  /** The German name: required; the English and Polish ones fall back to it when left empty. */
  name: requiredTextField(200),
  nameEn: optionalText(200),
  namePl: optionalText(200),
  category: categorySlugSchema,
  /** Must be one of the category's subcategories (checked by the service, which knows them). */
  subcategory: optionalText(100),
  material: z.optional(productMaterialSchema),
  /** Defaults to the category's product type. */
  productType: z.optional(z.enum(productTypes, { error: 'Unknown product type' })),
  /** The German description; the English and Polish ones fall back to it when left empty. */
  description: optionalText(5000),
  descriptionEn: optionalText(5000),
  descriptionPl: optionalText(5000),
  /** Always 'Stück'; accepted so a form that echoes it is not refused. */
  unit: z.optional(z.literal(PRODUCT_UNIT, { error: `Must be ${PRODUCT_UNIT}` })),
  /** Defaults to true. */
  inStock: z.optional(z.boolean({ error: 'Must be true or false' })),
  /** Unique among products when given. */
  sku: optionalText(64),
  /** EUR per piece; recomputed from pricePerTon when pricePerTon and weightPerPiece are given. */
  price: z.optional(positiveAmount()),
  /** EUR per tonne. */
  pricePerTon: z.optional(positiveAmount()),
  /** kg, at most three decimals. */
  weightPerPiece: z.optional(
    decimalField(
      z.positive('Must be greater than 0'),
      z.lte(MAX_PRODUCT_WEIGHT_KG, `Must be at most ${MAX_PRODUCT_WEIGHT_KG} kg`),
      z.refine<number>(hasAtMostDecimals(3), 'At most three decimal places'),
    ),
  ),
  diameter: dimension(),
  side: dimension(),
  thickness: dimension(),
  width: dimension(),
  height: dimension(),
  wallThickness: dimension(),
  standardLength: dimension(),
};

/** The price fields of a product as the admin saves them: EUR per piece, EUR per tonne, kg. */
export interface ProductPriceFields {
  price?: number;
  pricePerTon?: number;
  weightPerPiece?: number;
}

/** Message of the 400 when neither price is given (the form shows its own German toast). */
export const PRICE_REQUIRED_MESSAGE = 'Give either pricePerTon or price';

/**
 * Message of the 400 (at `price`) when the price per tonne and the weight come to less than a
 * cent per piece; the catalogue service checks it with the price-per-piece rule.
 */
export const PRICE_TOO_SMALL_MESSAGE =
  'pricePerTon x weightPerPiece comes to less than 0.01 EUR per piece';

/**
 * Either pricePerTon or price is required. A price per tonne alone needs the weight to become a
 * price per piece.
 */
const hasAPrice = z.superRefine<ProductPriceFields>((fields, context) => {
  const { price, pricePerTon, weightPerPiece } = fields;
  if (price === undefined && pricePerTon === undefined) {
    for (const path of ['pricePerTon', 'price']) {
      context.issues.push({
        code: 'custom',
        message: PRICE_REQUIRED_MESSAGE,
        path: [path],
        input: fields,
      });
    }
    return;
  }
  if (pricePerTon !== undefined && weightPerPiece === undefined && price === undefined) {
    context.issues.push({
      code: 'custom',
      message: 'Required to compute the price per piece from pricePerTon',
      path: ['weightPerPiece'],
      input: fields,
    });
  }
});

/**
 * Body of `POST /api/products` (201) and `PATCH /api/products/:id` (200): the whole product as
 * the admin form saves it, numbers as floats, empty optional fields absent. PATCH replaces every
 * field, so an absent optional field is cleared.
 */
export const productSaveBodySchema = z.strictObject(productSaveFields).check(hasAPrice);
export type ProductSaveBody = z.infer<typeof productSaveBodySchema>;

/** `catalogue.product.create`: answers the new Product; 409 when the SKU is taken. */
export const createProductSubject = catalogueSubjects.createProduct;
export const createProductRequestSchema = z
  .strictObject({ actor: adminActorSchema, ...productSaveFields })
  .check(hasAPrice);
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

/** `catalogue.product.update`: answers the updated Product; 404 unknown id, 409 SKU taken. */
export const updateProductSubject = catalogueSubjects.updateProduct;
export const updateProductRequestSchema = z
  .strictObject({
    actor: adminActorSchema,
    productId: z.int().check(z.positive()),
    ...productSaveFields,
  })
  .check(hasAPrice);
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

/** `catalogue.product.delete`: answers `{ deleted: true }` (HTTP 204); 404 unknown id. */
export const deleteProductSubject = catalogueSubjects.deleteProduct;
export const deleteProductRequestSchema = z.strictObject({
  actor: adminActorSchema,
  productId: z.int().check(z.positive()),
});
export type DeleteProductRequest = z.infer<typeof deleteProductRequestSchema>;
