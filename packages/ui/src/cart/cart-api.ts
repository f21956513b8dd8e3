import {
  cartResponseSchema,
  type CalculatePriceRequest,
  type CartLine,
  type CartResponse,
} from '@shop/contracts';
import { apiRequest } from '../api/api-request.js';

/**
 * The one query key of the cart. The shell's badge and the shop's cart page read this entry, and
 * every cart mutation in any remote writes the cart it gets back into it.
 */
export const cartQueryKey = ['cart'] as const;

/** Marks cart mutations, so a page can tell whether one is still on its way. */
export const cartMutationKey = ['cart', 'mutation'] as const;

const parseCart = (data: unknown): CartResponse => cartResponseSchema.parse(data);

/** `GET /api/cart`: the visitor's cart with the server's prices and totals. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest('/api/cart', parseCart, { signal });
}

/**
 * `POST /api/cart` body: the calculator's inputs and quantity. `pricePerM2` and
 * `totalPrice` are what the visitor saw; the server ignores them and prices the sheet itself.
 */
export interface AddSheetToCartBody extends CalculatePriceRequest {
  pricePerM2: number;
  totalPrice: number;
  quantity: number;
}

/** Adds a calculator sheet; answers the whole cart. */
export function addSheetToCart(body: AddSheetToCartBody): Promise<CartResponse> {
  return apiRequest('/api/cart', parseCart, { method: 'POST', body });
}

/** `POST /api/cart/product` body: a catalogue product and how many pieces. */
export interface AddProductToCartBody {
  productId: number;
  quantity: number;
}

/** Adds pieces of a catalogue product, priced by the server; answers the whole cart. */
export function addProductToCart(body: AddProductToCartBody): Promise<CartResponse> {
  return apiRequest('/api/cart/product', parseCart, { method: 'POST', body });
}

/** `PATCH /api/cart/:id`: sets one line's quantity; answers the whole cart. */
export function updateCartLineQuantity(
  lineId: CartLine['id'],
  quantity: number,
): Promise<CartResponse> {
  return apiRequest(`/api/cart/${encodeURIComponent(lineId)}`, parseCart, {
    method: 'PATCH',
    body: { quantity },
  });
}

/** `DELETE /api/cart/:id`: removes one line; answers the whole cart. */
export function removeCartLine(lineId: CartLine['id']): Promise<CartResponse> {
  return apiRequest(`/api/cart/${encodeURIComponent(lineId)}`, parseCart, { method: 'DELETE' });
}
