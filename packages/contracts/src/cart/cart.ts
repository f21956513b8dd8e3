import * as z from 'zod/mini';
import { cartLineIdSchema, cartQuantitySchema, positiveIdSchema } from './cart-quantity.js';
import { designParametersSchema } from './design-parameters.js';
import { manufacturabilityFindingsSchema } from '../parts/manufacturability.js';
import { productTextSchema, productTranslationsSchema } from '../catalogue/product-price.js';

/** EUR as the cart writes it: a decimal string with exactly two places ("25.00"). */
export const moneyStringSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

/** A quantity discount as a cart or order line names it: from `minQuantity` pieces, −percent. */
export const lineTierSchema = z.object({
  minQuantity: z.int().check(z.positive()),
  discountPercent: z.number(),
});
export type LineTier = z.infer<typeof lineTierSchema>;

const lineBase = {
  id: cartLineIdSchema,
  quantity: cartQuantitySchema,
  /** The unit price under its historic name, which the existing pages read. */
  totalPrice: moneyStringSchema,
  /** The same unit price under a name that says what it is. */
  unitPrice: moneyStringSchema,
  /** unitPrice x quantity. */
  lineTotal: moneyStringSchema,
  /**
   * Set when prices changed after the line was added and the cart priced it again at a different
   * price: `previousUnitPrice` is what it cost before. The shop says so beside the line.
   */
  priceChanged: z.optional(z.literal(true)),
  previousUnitPrice: z.optional(moneyStringSchema),
  /**
   * Set when the line can no longer be priced (its material, thickness, product or quote is gone,
   * or the product is out of stock): it stays in the cart for the visitor to see and remove, but
   * counts neither in `totalQuantity` nor in the summary.
   */
  unavailable: z.optional(z.literal(true)),
  /**
   * The quantity discount this line's quantity reaches (cut parts only), or null. With a tier,
   * `unitPrice` is the discounted unit price, and `saving` what the discount saves on the line.
   */
  tier: z.optional(z.nullable(lineTierSchema)),
  /** EUR the tier saves on this line: (list unit price − unitPrice) × quantity; "0.00" without. */
  saving: z.optional(moneyStringSchema),
  /**
   * A part's manufacturability findings: the warnings the customer confirmed when adding it, or
   * what checking it again under changed cutting rules found.
   */
  findings: z.optional(manufacturabilityFindingsSchema),
  /**
   * Set when a part, checked again under changed cutting rules, can no longer be made (a blocking
   * finding): it stays in the cart for the visitor to see and remove, but is not counted and
   * cannot be ordered.
   */
  notManufacturable: z.optional(z.literal(true)),
};

/** A calculator sheet in the cart. */
export const sheetCartLineSchema = z.object({
  ...lineBase,
  kind: z.literal('sheet'),
  isCustomDesign: z.literal(false),
  materialId: positiveIdSchema(),
  materialName: z.string(),
  width: z.number(),
  height: z.number(),
  thickness: z.number(),
  /** EUR per m² the sheet was priced with. */
  pricePerM2: moneyStringSchema,
});
export type SheetCartLine = z.infer<typeof sheetCartLineSchema>;

/** A configurator design in the cart; `dxfFile` is its DXF text, for the download. */
export const designCartLineSchema = z.object({
  ...lineBase,
  kind: z.literal('design'),
  isCustomDesign: z.literal(true),
  materialId: positiveIdSchema(),
  materialName: z.string(),
  thickness: z.number(),
  /** Outer size of the part in mm, as the pricing service measured it. */
  width: z.number(),
  height: z.number(),
  designParameters: designParametersSchema,
  dxfFile: z.string(),
});
export type DesignCartLine = z.infer<typeof designCartLineSchema>;

/** A catalogue product in the cart. */
export const productCartLineSchema = z.object({
  ...lineBase,
  kind: z.literal('product'),
  isCustomDesign: z.literal(false),
  productId: positiveIdSchema(),
  /** German, with the English and Polish texts the catalogue had when the line was priced. */
  product: z.object({
    ...productTextSchema.shape,
    translations: z.optional(productTranslationsSchema),
  }),
});
export type ProductCartLine = z.infer<typeof productCartLineSchema>;

/**
 * A part quoted from an uploaded DXF (`POST /api/laser-quotes`). The file stays with the pricing
 * service; the line names it and the part's outer size in mm.
 */
export const laserCartLineSchema = z.object({
  ...lineBase,
  kind: z.literal('laser'),
  isCustomDesign: z.literal(false),
  quoteId: z.uuid(),
  materialId: positiveIdSchema(),
  materialName: z.string(),
  thickness: z.number(),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
});
export type LaserCartLine = z.infer<typeof laserCartLineSchema>;

export const cartLineSchema = z.discriminatedUnion('kind', [
  sheetCartLineSchema,
  designCartLineSchema,
  productCartLineSchema,
  laserCartLineSchema,
]);
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * The cart's totals, as decimal strings with two places ("25.00"): the lines' subtotal, the
 * minimum order value, the minimum-order surcharge (the difference to it, or "0.00") and the total.
 */
export const cartSummarySchema = z.object({
  subtotal: moneyStringSchema,
  minimumOrderValue: moneyStringSchema,
  surcharge: moneyStringSchema,
  total: moneyStringSchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/**
 * `GET /api/cart`, the reply of every cart subject, and the body of every cart mutation's
 * response: the lines in the order they were added, the sum of their quantities (the header
 * badge) and the totals, all priced by the server.
 */
export const cartResponseSchema = z.object({
  items: z.array(cartLineSchema),
  totalQuantity: z.int().check(z.nonnegative()),
  summary: cartSummarySchema,
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
