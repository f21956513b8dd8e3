import * as z from 'zod/mini';
import { lineTierSchema, moneyStringSchema } from '../cart/cart.js';
import { cartQuantitySchema, positiveIdSchema } from '../cart/cart-quantity.js';
import { designParametersSchema } from '../cart/design-parameters.js';
import { partDrawingSchema } from './part-drawing.js';
import { manufacturabilityFindingsSchema } from '../parts/manufacturability.js';

/**
 * The DXF production cuts a custom part from, kept with the order: the configurator's drawing as
 * the shop wrote it, or the customer's own uploaded file. The orders service keeps it in the
 * object store bucket {@link orderPartFilesBucket}; admins download it.
 */
export const orderPartFileSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.int().check(z.nonnegative()),
});
export type OrderPartFile = z.infer<typeof orderPartFileSchema>;

/** The JetStream object store bucket of ordered parts' DXF files (kept as long as the order). */
export const orderPartFilesBucket = 'order-part-files';

const lineBase = {
  /** 1, 2, 3, ... in the order the lines were added to the cart. */
  position: z.int().check(z.positive()),
  quantity: cartQuantitySchema,
  unitPrice: moneyStringSchema,
  lineTotal: moneyStringSchema,
  /**
   * The quantity discount the line was ordered with (`unitPrice` is then the discounted price)
   * and what it saved in EUR; absent on lines without one and on lines frozen before tiers.
   */
  tier: z.optional(lineTierSchema),
  saving: z.optional(moneyStringSchema),
  /**
   * What the customer read, in an order not placed in German: the product's name and description
   * or the material's name in the order's language. The order's e-mails use them; the shop's own
   * views keep the German names.
   */
  inOrderLanguage: z.optional(
    z.object({
      productName: z.optional(z.string()),
      productDescription: z.optional(z.string()),
      materialName: z.optional(z.string()),
    }),
  ),
};

const cutPartFields = {
  materialId: positiveIdSchema(),
  materialName: z.string(),
  /** mm */
  thickness: z.number(),
  /** Outer size in mm. */
  width: z.number(),
  height: z.number(),
};

/**
 * One line of an offer or an order, frozen as it was priced: what it is, its quantity, unit price
 * and sum. Designed and uploaded parts carry their drawing and, in an order, their DXF file.
 */
export const orderLineSchema = z.discriminatedUnion('kind', [
  z.object({ ...lineBase, ...cutPartFields, kind: z.literal('sheet') }),
  z.object({
    ...lineBase,
    ...cutPartFields,
    kind: z.literal('design'),
    designParameters: designParametersSchema,
    drawing: partDrawingSchema,
    partFile: z.optional(orderPartFileSchema),
    /** The manufacturing warnings the customer confirmed when adding the part. */
    findings: z.optional(manufacturabilityFindingsSchema),
  }),
  z.object({
    ...lineBase,
    kind: z.literal('product'),
    productId: positiveIdSchema(),
    productName: z.string(),
    productDescription: z.optional(z.string()),
  }),
  z.object({
    ...lineBase,
    ...cutPartFields,
    kind: z.literal('laser'),
    fileName: z.string(),
    /** Absent when the uploaded file could not be read back for drawing. */
    drawing: z.optional(partDrawingSchema),
    partFile: z.optional(orderPartFileSchema),
    /** The manufacturing warnings the customer confirmed when adding the part. */
    findings: z.optional(manufacturabilityFindingsSchema),
  }),
]);
export type OrderLine = z.infer<typeof orderLineSchema>;
