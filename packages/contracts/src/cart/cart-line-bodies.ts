import * as z from 'zod/mini';
import { calculatePriceRequestSchema } from '../pricing/calculate-price.js';
import { cartQuantitySchema, positiveIdSchema } from './cart-quantity.js';
import { designParametersSchema, dxfFileSchema } from './design-parameters.js';
import {
  addLaserLineSchema,
  confirmedFindingsSchema,
  type AddDesignLine,
  type AddLaserLine,
  type AddProductLine,
  type AddSheetLine,
} from './add-cart-line.js';

/**
 * A price the browser sends along (the pages send `pricePerM2` and `totalPrice`). Accepted so
 * the existing pages keep working, never read: the parsed body below no longer contains it.
 */
const ignoredBrowserPrice = z.optional(
  z.union([z.number(), z.string().check(z.maxLength(64)), z.null()]),
);
/** A size the configurator sends along; the pricing service measures the design itself. */
const ignoredBrowserSize = z.optional(z.union([z.number(), z.null()]));

/** `POST /api/cart` (calculator). Parses to a sheet line without the browser's prices. */
export const addSheetLineBodySchema = z.pipe(
  z.strictObject({
    ...calculatePriceRequestSchema.shape,
    pricePerM2: ignoredBrowserPrice,
    totalPrice: ignoredBrowserPrice,
    quantity: cartQuantitySchema,
  }),
  z.transform(({ materialId, width, height, thickness, quantity }): AddSheetLine => ({
    kind: 'sheet',
    materialId,
    width,
    height,
    thickness,
    quantity,
  })),
);

/** `POST /api/cart/from-konfigurator`. Parses to a design line without the browser's price or size. */
export const addDesignLineBodySchema = z.pipe(
  z.strictObject({
    materialId: calculatePriceRequestSchema.shape.materialId,
    thickness: calculatePriceRequestSchema.shape.thickness,
    width: ignoredBrowserSize,
    height: ignoredBrowserSize,
    pricePerM2: ignoredBrowserPrice,
    totalPrice: ignoredBrowserPrice,
    quantity: cartQuantitySchema,
    designParameters: designParametersSchema,
    dxfFile: dxfFileSchema,
    confirmedFindings: z.optional(confirmedFindingsSchema),
  }),
  z.transform(
    ({
      materialId,
      thickness,
      designParameters,
      dxfFile,
      quantity,
      confirmedFindings,
    }): AddDesignLine => ({
      kind: 'design',
      materialId,
      thickness,
      designParameters,
      dxfFile,
      quantity,
      ...(confirmedFindings ? { confirmedFindings } : {}),
    }),
  ),
);

/** `POST /api/cart/product`. */
export const addProductLineBodySchema = z.pipe(
  z.strictObject({ productId: positiveIdSchema(), quantity: cartQuantitySchema }),
  z.transform(({ productId, quantity }): AddProductLine => ({
    kind: 'product',
    productId,
    quantity,
  })),
);

/** `POST /api/cart/laser`: a quote from `POST /api/laser-quotes` with the customer's choices. */
export const addLaserLineBodySchema = z.pipe(
  z.strictObject({
    quoteId: addLaserLineSchema.shape.quoteId,
    materialId: addLaserLineSchema.shape.materialId,
    thickness: addLaserLineSchema.shape.thickness,
    quantity: cartQuantitySchema,
    confirmedFindings: z.optional(confirmedFindingsSchema),
  }),
  z.transform(({ quoteId, materialId, thickness, quantity, confirmedFindings }): AddLaserLine => ({
    kind: 'laser',
    quoteId,
    materialId,
    thickness,
    quantity,
    ...(confirmedFindings ? { confirmedFindings } : {}),
  })),
);

/** `PATCH /api/cart/:id`. */
export const updateCartLineBodySchema = z.strictObject({ quantity: cartQuantitySchema });
export type UpdateCartLineBody = z.infer<typeof updateCartLineBodySchema>;
