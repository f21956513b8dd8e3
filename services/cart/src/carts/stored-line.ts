import {
  designParametersSchema,
  manufacturabilityFindingsSchema,
  moneyStringSchema,
  productCartLineSchema,
} from '@shop/contracts';
import * as z from 'zod/mini';

/**
 * A line as the cart keeps it in Redis: what was added plus what the server priced it at
 * (`unitPrice`, EUR with two places) and under which prices generation. The quantity is kept
 * beside it, so changing it never rewrites this JSON; re-pricing after a price change does.
 */
const repricing = {
  /** The prices generation (see PricesGeneration) the unit price was computed under; none = 0. */
  pricesGeneration: z.optional(z.number()),
  /** The unit price before prices changed and the line was priced again at another price. */
  previousUnitPrice: z.optional(moneyStringSchema),
  /** The line could not be priced again: it stays visible but is not counted. */
  unavailable: z.optional(z.literal(true)),
  /**
   * The quantity discounts pricing had under the same generation (cut parts only; none = no
   * discount). The view applies the tier the line's current quantity reaches.
   */
  quantityTiers: z.optional(
    z.array(z.object({ minQuantity: z.number(), discountPercent: z.number() })),
  ),
};

/** A part's findings: the confirmed warnings, or what a check under changed rules found. */
const manufacturability = {
  findings: z.optional(manufacturabilityFindingsSchema),
  /** The part, checked again under changed rules, has a blocking finding: shown, never ordered. */
  notManufacturable: z.optional(z.literal(true)),
};

export const storedLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sheet'),
    unitPrice: moneyStringSchema,
    ...repricing,
    materialId: z.number(),
    materialName: z.string(),
    width: z.number(),
    height: z.number(),
    thickness: z.number(),
    pricePerM2: moneyStringSchema,
  }),
  z.object({
    kind: z.literal('design'),
    unitPrice: moneyStringSchema,
    ...repricing,
    materialId: z.number(),
    materialName: z.string(),
    thickness: z.number(),
    width: z.number(),
    height: z.number(),
    designParameters: designParametersSchema,
    dxfFile: z.string(),
    ...manufacturability,
  }),
  z.object({
    kind: z.literal('product'),
    unitPrice: moneyStringSchema,
    ...repricing,
    productId: z.number(),
    product: productCartLineSchema.shape.product,
  }),
  z.object({
    kind: z.literal('laser'),
    unitPrice: moneyStringSchema,
    ...repricing,
    quoteId: z.string(),
    materialId: z.number(),
    materialName: z.string(),
    thickness: z.number(),
    fileName: z.string(),
    width: z.number(),
    height: z.number(),
    ...manufacturability,
  }),
]);
export type StoredLine = z.infer<typeof storedLineSchema>;

/** One line of a cart as read from Redis, in the order lines were added. */
export interface CartEntry {
  id: string;
  line: StoredLine;
  quantity: number;
}
