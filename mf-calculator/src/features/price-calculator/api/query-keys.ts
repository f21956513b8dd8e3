import type { CalculatePriceRequest } from '@shop/contracts';

/** Every query key of the price calculator, so invalidation and cache reads agree on them. */
export const priceCalculatorKeys = {
  materials: () => ['materials'] as const,
  materialPrices: (materialId: number | null) => ['material-prices', materialId] as const,
  price: (request: CalculatePriceRequest | null) => ['calculate-price', request] as const,
};
