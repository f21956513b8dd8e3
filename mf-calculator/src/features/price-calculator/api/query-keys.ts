import type { CalculatePriceRequest } from '@shop/contracts';

/**
 * The price calculator's own query key; materials and price rows use `pricingQueryKeys` from
 * @shop/ui, shared with the configurator.
 */
export const priceCalculatorKeys = {
  price: (request: CalculatePriceRequest | null) => ['calculate-price', request] as const,
};
