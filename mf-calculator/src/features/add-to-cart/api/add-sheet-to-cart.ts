import type { CalculatePriceResponse } from '@shop/contracts';
import { addSheetToCart, useCartMutation } from '@shop/ui';

/**
 * Puts one piece of the priced sheet into the cart (`POST /api/cart`). The price the
 * visitor saw travels along, but the server prices the sheet itself; the cart it
 * answers updates the header badge.
 */
export function useAddSheetToCart() {
  return useCartMutation((result: CalculatePriceResponse) =>
    addSheetToCart({
      materialId: result.material.id,
      width: result.width,
      height: result.height,
      thickness: result.thickness,
      pricePerM2: result.pricePerM2,
      totalPrice: result.totalPrice,
      quantity: 1,
    }),
  );
}
