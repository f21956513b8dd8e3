import * as z from 'zod/mini';
import { cartSubjects } from '../subjects.js';
import { cartIdSchema, cartLineIdSchema, cartQuantitySchema } from './cart-quantity.js';

// The other cart subjects; each replies with the whole cart (`cartResponseSchema`).

export const getCartSubject = cartSubjects.getCart;
/** `cart.cart.get`: an unknown cart is an empty one. */
export const getCartRequestSchema = z.strictObject({ cartId: cartIdSchema });
export type GetCartRequest = z.infer<typeof getCartRequestSchema>;

export const updateCartLineSubject = cartSubjects.updateLine;
/** `cart.line.update`: sets the quantity of one line; 404 for a line not in this cart. */
export const updateCartLineRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  lineId: cartLineIdSchema,
  quantity: cartQuantitySchema,
});
export type UpdateCartLineRequest = z.infer<typeof updateCartLineRequestSchema>;

export const removeCartLineSubject = cartSubjects.removeLine;
/** `cart.line.remove`: 404 for a line not in this cart. */
export const removeCartLineRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  lineId: cartLineIdSchema,
});
export type RemoveCartLineRequest = z.infer<typeof removeCartLineRequestSchema>;

export const removeOrderedLinesSubject = cartSubjects.removeOrderedLines;
/**
 * `cart.ordered-lines.remove`: takes the lines an order was placed from out of the cart (those
 * still there; a line already gone is no error). Replies with the cart as it is then.
 */
export const removeOrderedLinesRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  lineIds: z.array(cartLineIdSchema).check(z.maxLength(1000)),
});
export type RemoveOrderedLinesRequest = z.infer<typeof removeOrderedLinesRequestSchema>;
