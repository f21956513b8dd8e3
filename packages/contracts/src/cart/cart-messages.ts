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
