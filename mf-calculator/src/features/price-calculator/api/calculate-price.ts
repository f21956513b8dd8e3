import { skipToken, useQuery } from '@tanstack/react-query';
import {
  calculatePriceResponseSchema,
  type CalculatePriceRequest,
  type CalculatePriceResponse,
} from '@shop/contracts';
import { apiRequest, pricingQueryKeys } from '@shop/ui';

export function calculatePrice(
  request: CalculatePriceRequest,
  signal?: AbortSignal,
): Promise<CalculatePriceResponse> {
  return apiRequest('/api/calculate-price', (data) => calculatePriceResponseSchema.parse(data), {
    method: 'POST',
    body: request,
    signal,
  });
}

/**
 * The server's price for exactly these inputs. Keyed by the request, so a result is never shown
 * for other inputs; a request that is still running when the inputs change loses its observer
 * and is aborted through the signal.
 */
export function useCalculatedPrice(request: CalculatePriceRequest | null) {
  return useQuery({
    queryKey: pricingQueryKeys.calculatedPrice(request),
    queryFn: request === null ? skipToken : ({ signal }) => calculatePrice(request, signal),
  });
}
