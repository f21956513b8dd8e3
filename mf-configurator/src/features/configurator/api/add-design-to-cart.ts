import { cartResponseSchema, type CartResponse, type ConfirmedFindings } from '@shop/contracts';
import type { DesignParameters } from '@shop/part-geometry';
import { apiRequest } from '@shop/ui';

/**
 * `POST /api/cart/from-konfigurator` body. The price and size are what the visitor saw;
 * the server measures and prices the design itself and draws its own DXF.
 */
export interface AddDesignToCartBody {
  materialId: number;
  thickness: number;
  width: number;
  height: number;
  pricePerM2: number;
  totalPrice: number;
  quantity: 1;
  designParameters: DesignParameters;
  dxfFile: string;
  /** The warning codes the customer confirmed; without them a part with warnings gets 409. */
  confirmedFindings?: ConfirmedFindings;
}

export function addDesignToCart(body: AddDesignToCartBody): Promise<CartResponse> {
  return apiRequest('/api/cart/from-konfigurator', (data) => cartResponseSchema.parse(data), {
    method: 'POST',
    body,
  });
}
