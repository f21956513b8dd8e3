import { addProductToCart, useCartMutation, type AddProductToCartBody } from '@shop/ui';

/**
 * Puts pieces of the resolved product into the cart (`POST /api/cart/product`); the cart
 * it answers becomes the shared cart query, so the header badge follows.
 */
export function useAddProductToCart() {
  return useCartMutation((body: AddProductToCartBody) => addProductToCart(body));
}
