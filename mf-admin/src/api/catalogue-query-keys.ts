import type { QueryClient } from '@tanstack/react-query';
import { catalogueQueryKeys } from '@shop/ui';

/**
 * The shared catalogue keys (`catalogueQueryKeys` in @shop/ui, also the shop's) and the admin's
 * own keys of product dimensions.
 */
export const catalogueKeys = {
  ...catalogueQueryKeys,
  /** A product with all its languages, as the edit form reads it (below `products()`). */
  storedProduct: (id: number) => ['products', 'stored', id] as const,
  allProductDimensions: () => ['product-dimensions'] as const,
  productDimensions: (category: string) => ['product-dimensions', category] as const,
};

/**
 * After a product was created, changed or deleted: every product query (admin list, shop list,
 * single products) and the categories, whose product counts changed with it.
 */
export function refreshAfterProductChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() }),
  ]);
}
