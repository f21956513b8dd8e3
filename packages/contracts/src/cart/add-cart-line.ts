import * as z from 'zod/mini';
import { cartSubjects } from '../subjects.js';
import { calculatePriceRequestSchema } from '../pricing/calculate-price.js';
import { sheetThicknessChecks } from '../pricing/material-prices.js';
import { cartIdSchema, cartQuantitySchema, positiveIdSchema } from './cart-quantity.js';
import { designParametersSchema, dxfFileSchema } from './design-parameters.js';
import { manufacturabilityCodes } from '../parts/manufacturability.js';

/**
 * The warning codes the customer read and accepted before adding a part ("Ich habe die Hinweise
 * gelesen ..."). A part with warnings goes into the cart only when every one of them is listed.
 */
export const confirmedFindingsSchema = z
  .array(z.enum(manufacturabilityCodes))
  .check(z.maxLength(manufacturabilityCodes.length));
export type ConfirmedFindings = z.infer<typeof confirmedFindingsSchema>;

/** A calculator sheet: the price request's fields plus a quantity. No price: the server prices it. */
export const addSheetLineSchema = z.strictObject({
  kind: z.literal('sheet'),
  ...calculatePriceRequestSchema.shape,
  quantity: cartQuantitySchema,
});
export type AddSheetLine = z.infer<typeof addSheetLineSchema>;

/** A configurator design, priced by `pricing.design.quote` from its parameters. */
export const addDesignLineSchema = z.strictObject({
  kind: z.literal('design'),
  materialId: positiveIdSchema(),
  thickness: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
    })
    .check(...sheetThicknessChecks),
  designParameters: designParametersSchema,
  dxfFile: dxfFileSchema,
  quantity: cartQuantitySchema,
  confirmedFindings: z.optional(confirmedFindingsSchema),
});
export type AddDesignLine = z.infer<typeof addDesignLineSchema>;

/** A catalogue product, priced by `catalogue.product-price.get`. */
export const addProductLineSchema = z.strictObject({
  kind: z.literal('product'),
  productId: positiveIdSchema(),
  quantity: cartQuantitySchema,
});
export type AddProductLine = z.infer<typeof addProductLineSchema>;

/**
 * A part quoted from the customer's uploaded DXF (`POST /api/laser-quotes`): the cart reprices it
 * by `pricing.laser-quote.price` from the stored quote, never from the browser.
 */
export const addLaserLineSchema = z.strictObject({
  kind: z.literal('laser'),
  quoteId: z.uuid('Must be a UUID'),
  materialId: positiveIdSchema(),
  thickness: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
    })
    .check(...sheetThicknessChecks),
  quantity: cartQuantitySchema,
  confirmedFindings: z.optional(confirmedFindingsSchema),
});
export type AddLaserLine = z.infer<typeof addLaserLineSchema>;

/** What may be added to a cart; never a price. */
export const addCartLineSchema = z.discriminatedUnion('kind', [
  addSheetLineSchema,
  addDesignLineSchema,
  addProductLineSchema,
  addLaserLineSchema,
]);
export type AddCartLine = z.infer<typeof addCartLineSchema>;
export type CartLineKind = AddCartLine['kind'];

export const addCartLineSubject = cartSubjects.addLine;
/** `cart.line.add`: replies with the whole cart (`cartResponseSchema`). */
export const addCartLineRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  line: addCartLineSchema,
});
export type AddCartLineRequest = z.infer<typeof addCartLineRequestSchema>;
